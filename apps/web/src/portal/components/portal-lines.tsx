import { formatMoney } from '@tradeworks/contracts/money';

interface Line {
  description: string;
  quantity: string;
  rate: string;
  total: string;
}

/** Line items and totals of a quote or invoice; a stacked list at 375 px, a table when wider. */
export function PortalLines({ lines, totals }: { lines: Line[]; totals: Array<[string, string, boolean?]> }) {
  const qty = (q: string) => String(Number(q));
  return (
    <div>
      <table className="w-full text-sm">
        <thead className="sr-only sm:not-sr-only">
          <tr className="border-b border-[var(--border)] text-left text-[var(--muted-foreground)]">
            <th className="py-2 font-medium">Description</th>
            <th className="hidden py-2 pl-3 text-right font-medium sm:table-cell">Qty</th>
            <th className="hidden py-2 pl-3 text-right font-medium sm:table-cell">Rate</th>
            <th className="py-2 pl-3 text-right font-medium">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i} className="border-b border-[var(--border)]">
              <td className="py-2 pr-2">
                {l.description}
                {/* At 375 px quantity and rate go under the description, never against the amount. */}
                <span className="block text-xs text-[var(--muted-foreground)] sm:hidden">
                  {qty(l.quantity)} × {formatMoney(l.rate)}
                </span>
              </td>
              <td className="hidden py-2 pl-3 text-right sm:table-cell">{qty(l.quantity)}</td>
              <td className="hidden py-2 pl-3 text-right sm:table-cell">{formatMoney(l.rate)}</td>
              <td className="py-2 pl-3 text-right whitespace-nowrap">{formatMoney(l.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 ml-auto max-w-xs space-y-1 text-sm">
        {totals.map(([label, value, strong]) => (
          <div key={label} className={`flex justify-between ${strong ? 'text-base font-semibold' : ''}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
