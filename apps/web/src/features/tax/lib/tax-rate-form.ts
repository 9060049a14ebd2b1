import { z } from 'zod';
import { taxRatePercentInput, taxRateToPercent } from '@tradeworks/contracts/purchase-orders';
import { taxRateBodySchema, type SalesTaxRate } from '@tradeworks/contracts/tax';

/** What the rate dialog's inputs hold: the rate as a percentage, as people read it ("6.25"). */
export interface TaxRateFormValues {
  name: string;
  jurisdiction: string;
  rate: string;
}

/**
 * The contract's rate body with the rate typed as a percentage (0–100, two decimals — the contract's four
 * decimals of a fraction) and turned into the fraction the API stores ("6.25" → "0.0625").
 */
export const taxRateFormSchema = taxRateBodySchema.extend({
  rate: z
    .string()
    .trim()
    .min(1, 'Rate is required')
    .transform((text, ctx) => {
      const parsed = taxRatePercentInput.safeParse(text);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }),
});
export type TaxRateFormBody = z.output<typeof taxRateFormSchema>;

export const taxRateFormValues = (rate: SalesTaxRate | null): TaxRateFormValues => ({
  name: rate?.name ?? '',
  jurisdiction: rate?.jurisdiction ?? '',
  rate: rate ? taxRateToPercent(rate.rate) : '',
});
