import { formatMoney } from '@tradeworks/contracts/money';
import { SINGLE_RATE_TAX_NAME } from '@tradeworks/contracts/tax-lines';
import { formatTaxRate, taxLabel } from '@tradeworks/contracts/display-format';
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

/** The tax rows: one per component of a group ("County (0.5%)"), else "Tax (8.25%)" as the PDF prints them. */
function taxRows(props: DocumentTotalsProps): Array<[string, string]> {
  const lines = props.taxLines ?? [];
  const single = lines.length === 1 && lines[0]!.name === SINGLE_RATE_TAX_NAME && !lines[0]!.rateId;
  if (lines.length === 0 || single) return [[taxLabel(props.taxRate), formatMoney(props.taxAmount)]];
  return lines.map((line) => [`${line.name} (${formatTaxRate(line.rate)})`, formatMoney(line.amount)]);
}

/** Subtotal, tax with its rate ("Tax (8.25%)", as in the PDF), total — and, when something was paid, paid and balance. */
export function DocumentTotals(props: DocumentTotalsProps) {
  const { subtotal, total, amountPaid, balance, className } = props;
  const rows: Array<[string, string, boolean?]> = [
    ['Subtotal', formatMoney(subtotal)],
    ...taxRows(props),
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
