import { formatMoney } from '@tradeworks/contracts/money';
import { taxRows } from '@tradeworks/contracts/display-format';
import { cn } from '@/lib/utils';

interface DocumentTotalsProps {
  subtotal: string;
  taxRate: string;
  taxAmount: string;
  /** The tax per component (a group's rates); without it, or for a single rate, one "Tax (8.25%)" row. */
  taxLines?: ReadonlyArray<{ name: string; rate: string; amount: string; rateId?: string | null }>;
  total: string;
  amountPaid?: string;
  balance?: string;
  className?: string;
}

/** Subtotal, tax with its rate ("Tax (8.25%)", as in the PDF), total — and, when something was paid, paid and balance. */
export function DocumentTotals(props: DocumentTotalsProps) {
  const { subtotal, total, amountPaid, balance, className } = props;
  const rows: Array<[string, string, boolean?]> = [
    ['Subtotal', formatMoney(subtotal)],
    ...taxRows(props).map(([label, amount]): [string, string] => [label, formatMoney(amount)]),
    ['Total', formatMoney(total), true],
  ];
  if (amountPaid && Number(amountPaid) > 0) {
    rows.push(['Amount Paid', formatMoney(amountPaid)], ['Balance Due', formatMoney(balance ?? '0'), true]);
  }
  return (
    <dl className={cn('ml-auto grid w-full max-w-xs gap-1.5 text-sm', className)}>
      {rows.map(([label, value, strong], i) => (
        <div
          key={`${i}-${label}`}
          className={cn('flex justify-between gap-4', strong && 'border-t pt-1.5 text-base font-semibold')}
        >
          <dt className={cn(!strong && 'text-muted-foreground')}>{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
