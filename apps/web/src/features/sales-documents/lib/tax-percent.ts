import { taxRatePercentInput, taxRateToPercent } from '@tradeworks/contracts/purchase-orders';
import { combinedRate, taxComponentsOf, type TaxBasis } from '@tradeworks/contracts/tax-lines';

/** "0.0825" → "8.25": the forms show a document's tax rate as a percentage. */
export const taxPercentOf = (rate: string): string => taxRateToPercent(rate);

/**
 * The form's percentage as the stored fraction ("8.25" → "0.0825"), with the same 0–100 rule and messages
 * as the purchase-order form; empty is an error here (a quote or invoice always states its rate).
 */
export function taxRateFromPercent(percent: string): { rate: string } | { error: string } {
  if (String(percent).trim() === '') return { error: 'Tax rate is required' };
  const parsed = taxRatePercentInput.safeParse(percent);
  return parsed.success ? { rate: parsed.data } : { error: parsed.error.issues[0]?.message ?? 'Invalid' };
}

/** The rate live totals use while typing: the entered one when valid, else 0. */
export function liveTaxRate(percent: string): string {
  const result = taxRateFromPercent(percent);
  return 'rate' in result ? result.rate : '0';
}

/** The combined rate of what a document is taxed with ("0.0825"; "0.0000" for an exempt client). */
export function combinedRateOf(basis: TaxBasis): string {
  return combinedRate(taxComponentsOf(basis));
}

/**
 * The tax fields of a quote or invoice body: the chosen group (the server takes its current rates), or the
 * single rate of the spec's `taxRate` field with no group.
 */
export function documentTaxBody(values: { taxGroupId: string; taxPercent: string }) {
  return values.taxGroupId
    ? { taxGroupId: values.taxGroupId }
    : { taxGroupId: null, taxRate: liveTaxRate(values.taxPercent) };
}
