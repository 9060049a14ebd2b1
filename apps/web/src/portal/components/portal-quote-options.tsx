import { formatMoney } from '@tradeworks/contracts/money';
import type { PortalQuote } from '@tradeworks/contracts/portal';
import { describeDeposit } from '@tradeworks/contracts/quote-options';

type Line = PortalQuote['lineItems'][number];

/**
 * The quote's optional items: boxes the client ticks before approving, or — once answered — which ones they
 * accepted. They are not part of the quote's total until ticked.
 */
export function PortalOptionalItems({
  lines,
  selected,
  onToggle,
  accepted,
}: {
  lines: Line[];
  selected: ReadonlySet<string>;
  onToggle: ((id: string) => void) | null;
  /** The signed selection once approved. */
  accepted: ReadonlySet<string> | null;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">Optional items</legend>
      <p className="mb-2 text-xs text-[var(--muted-foreground)]">
        {onToggle
          ? 'Not included in the total. Tick the ones you want added before you approve.'
          : 'Not included in the quote’s total.'}
      </p>
      <ul className="divide-y divide-[var(--border)] rounded-md border border-[var(--border)] text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex items-start justify-between gap-3 p-3">
            {onToggle ? (
              <label className="flex min-w-0 items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0"
                  checked={selected.has(line.id)}
                  onChange={() => onToggle(line.id)}
                />
                <span className="break-words">
                  {line.description}
                  <span className="block text-xs text-[var(--muted-foreground)]">
                    {String(Number(line.quantity))} × {formatMoney(line.rate)}
                  </span>
                </span>
              </label>
            ) : (
              <span className="min-w-0 break-words">
                {line.description}
                {accepted && (
                  <span className="block text-xs font-medium">
                    {accepted.has(line.id) ? 'Added to your approval' : 'Not chosen'}
                  </span>
                )}
              </span>
            )}
            <span className="shrink-0 font-medium">{formatMoney(line.total)}</span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** "A deposit of 25% ($281.45) is requested on approval." */
export function depositSentence(quote: PortalQuote, amount: string | null): string | null {
  const { deposit } = quote;
  if (deposit.type === 'none' || !amount) return null;
  const how = describeDeposit(deposit.type, deposit.value);
  return deposit.type === 'percent'
    ? `A deposit of ${how} (${formatMoney(amount)}) is requested on approval.`
    : `A deposit of ${formatMoney(amount)} is requested on approval.`;
}
