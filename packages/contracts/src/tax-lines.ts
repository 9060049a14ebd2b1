import { z } from 'zod';
import { centsToString, fromScaled, taxCents, toScaled } from './money';

/**
 * The tax components of a document and how they are computed (issue 31, DESIGN.md §3). The rule, exactly:
 *
 * 1. Each line's total is quantity × rate rounded to cents, half away from zero (per line).
 * 2. The taxable subtotal is the sum of the totals of the lines marked taxable (a line without the flag is
 *    taxable, as every line was before issue 31).
 * 3. Each component's tax is taxable subtotal × the component's rate, rounded to cents half away from zero
 *    once per component (per component, on the subtotal — never per line, so a hundred small lines do not
 *    gather a hundred roundings).
 * 4. The document's tax amount is the sum of the components' rounded amounts; its total is subtotal + tax.
 *
 * A document with one rate and no group is the one-component case of the same rule — taxable subtotal ×
 * rate, rounded once — which is exactly the calculation every quote and invoice made before issue 31.
 * A tax-exempt client's document has no components and no tax.
 */

/** One component a document is taxed with: a snapshot of the rate when the document was priced. */
export interface TaxComponent {
  /** The tax rate record it came from; null for a document with only a `taxRate`. */
  rateId: string | null;
  name: string;
  jurisdiction: string | null;
  rate: string;
}

/** The name of the one component of a document that has only a `taxRate` (no group). */
export const SINGLE_RATE_TAX_NAME = 'Tax';

/** A stored/answered component with what it came to. */
export const taxLineSchema = z.object({
  rateId: z.string().nullable(),
  name: z.string(),
  jurisdiction: z.string().nullable(),
  rate: z.string(),
  /** The taxable subtotal the rate applied to (the same for every component of a document). */
  taxableAmount: z.string(),
  amount: z.string(),
});
export type TaxLine = z.output<typeof taxLineSchema>;

/** What a document is taxed with: one rate (the spec's `taxRate`), or the components of a group. */
export type TaxBasis = number | string | ReadonlyArray<TaxComponent>;

export function taxComponentsOf(basis: TaxBasis): ReadonlyArray<TaxComponent> {
  if (typeof basis === 'number' || typeof basis === 'string') {
    return [{ rateId: null, name: SINGLE_RATE_TAX_NAME, jurisdiction: null, rate: String(basis) }];
  }
  return basis;
}

/** The combined rate of components (their sum, 4 decimals) — what a document's `taxRate` says. */
export function combinedRate(components: ReadonlyArray<Pick<TaxComponent, 'rate'>>): string {
  const units = components.reduce((sum, component) => sum + toScaled(safeRate(component.rate), 4), 0n);
  return fromScaled(units, 4);
}

/** Step 3 of the rule: each component rounded once on the taxable subtotal. */
export function computeTaxLines(
  taxableCents: bigint,
  components: ReadonlyArray<TaxComponent>,
): { lines: TaxLine[]; taxCents: bigint } {
  let total = 0n;
  const lines = components.map((component) => {
    const amount = taxCents(taxableCents, safeRate(component.rate));
    total += amount;
    return {
      rateId: component.rateId,
      name: component.name,
      jurisdiction: component.jurisdiction,
      rate: component.rate,
      taxableAmount: centsToString(taxableCents),
      amount: centsToString(amount),
    };
  });
  return { lines, taxCents: total };
}

/** The components again (without amounts) from a document's stored tax lines: what it keeps its rates with. */
export const componentsOfTaxLines = (lines: ReadonlyArray<TaxLine>): TaxComponent[] =>
  lines.map(({ rateId, name, jurisdiction, rate }) => ({ rateId, name, jurisdiction, rate }));

/** Half-typed form values count as 0 so live totals never throw. */
function safeRate(rate: string): string {
  return /^\d+(\.\d+)?$/.test(rate.trim()) ? rate : '0';
}
