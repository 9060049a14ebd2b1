import { z } from 'zod';
import { decimalField } from './decimal-field';
import { optionalText, requiredText } from './catalogue-fields';
import { pageQuerySchema } from './paging';

/**
 * Tax rates and tax groups (issue 31). A rate is one jurisdiction's component (state 6.25%); a group combines
 * rates (state + county + city) and is what a document, client or service location points at. Rates are
 * fractions with 4 decimals (numeric(5,4)), like a document's `taxRate`. How tax is computed from a group:
 * tax-computation.ts.
 */

export const TAX_MESSAGES = {
  nameRequired: 'Name is required',
  rate: 'Rate must be between 0 and 1',
  groupRatesRequired: 'A tax group needs at least one tax rate',
  groupRatesUnknown: 'Choose tax rates of this organization',
  groupRatesDuplicate: 'A tax rate can be in a group only once',
  groupRateTooHigh: 'The rates of a group add up to more than 1',
  groupUnknown: 'Choose a tax group of this organization',
  certificateRequired: 'A tax-exempt client needs an exemption certificate number',
} as const;

/** A fraction between 0 and 1 with up to 4 decimals ("0.0625" is 6.25%). */
export const taxRateValueSchema = decimalField({
  scale: 4,
  label: 'Rate',
  invalid: TAX_MESSAGES.rate,
  min: { units: 0n, inclusive: true, message: TAX_MESSAGES.rate },
  max: { units: 10_000n, message: TAX_MESSAGES.rate },
});

export const taxRateBodySchema = z.object({
  name: requiredText(TAX_MESSAGES.nameRequired, 100),
  rate: taxRateValueSchema,
  jurisdiction: optionalText(100),
});
export const taxRatePatchSchema = taxRateBodySchema.partial();

export const salesTaxRateSchema = z.object({
  id: z.string(),
  name: z.string(),
  rate: z.string(),
  jurisdiction: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SalesTaxRate = z.output<typeof salesTaxRateSchema>;

export const taxGroupBodySchema = z.object({
  name: requiredText(TAX_MESSAGES.nameRequired, 100),
  rateIds: z
    .array(z.uuid({ error: TAX_MESSAGES.groupRatesUnknown }), { error: TAX_MESSAGES.groupRatesRequired })
    .min(1, TAX_MESSAGES.groupRatesRequired)
    .max(10, 'At most 10 rates in a group')
    .refine((ids) => new Set(ids).size === ids.length, TAX_MESSAGES.groupRatesDuplicate),
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
});
export const taxGroupPatchSchema = taxGroupBodySchema.partial();

export const taxGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  /** The combined rate: the sum of the components. */
  rate: z.string(),
  rates: z.array(salesTaxRateSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaxGroup = z.output<typeof taxGroupSchema>;

export const taxListQuerySchema = pageQuerySchema;
export type TaxListQuery = z.output<typeof taxListQuerySchema>;

/**
 * Whether a client is tax-exempt on `today` (YYYY-MM-DD, the organization's day): a certificate without
 * expiry, or one valid through its expiry day. The server prices by it; the forms show it.
 */
export const exemptOn = (settings: { taxExempt: boolean; taxExemptUntil: string | null }, today: string) =>
  settings.taxExempt && (settings.taxExemptUntil === null || settings.taxExemptUntil >= today);
