import { formatMoney } from '@tradeworks/contracts/money';
import { cn } from '@/lib/utils';
import { taxLabel } from '@tradeworks/contracts/display-format';

interface DocumentTotalsProps {
  subtotal: string;
  taxRate: string;
  taxAmount: string;
  total: string;
  amountPaid?: string;
  balance?: string;
  className?: string;
}

/** Subtotal, tax with its rate ("Tax (8.25%)", as in the PDF), total — and, when something was paid, paid and balance. */
export function DocumentTotals({
  subtotal,
  taxRate,
  taxAmount,
  total,
  amountPaid,
  balance,
  className,
}: DocumentTotalsProps) {
  const rows: Array<[string, string, boolean?]> = [
    ['Subtotal', formatMoney(subtotal)],
    [taxLabel(taxRate), formatMoney(taxAmount)],
    ['Total', formatMoney(total), true],
  ];
  if (amountPaid && Number(amountPaid) > 0) {
    rows.push(['Amount Paid', formatMoney(amountPaid)], ['Balance Due', formatMoney(balance ?? '0'), true]);
  }
  return (
    <dl className={cn('ml-auto grid w-full max-w-xs gap-1.5 text-sm', className)}>
      {rows.map(([label, value, strong]) => (
        <div
          key={label}
          className={cn('flex justify-between gap-4', strong && 'border-t pt-1.5 text-base font-semibold')}
        >
          <dt className={cn(!strong && 'text-muted-foreground')}>{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
