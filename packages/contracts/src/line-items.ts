import { z } from 'zod';
import { decimalField } from './decimal-field';
import { centsToString, divRound, lineTotalCents, toCents } from './money';
import { computeTaxLines, taxComponentsOf, taxLineSchema, type TaxBasis } from './tax-lines';

/**
 * Line items shared by quotes and invoices (spec part 1 §3, §5): the input schema used by the API and the
 * forms, and the one totals calculation both sides run (integer cents, half away from zero, per line,
 * then tax on the subtotal — DESIGN.md §3).
 */

export const LINE_ITEM_TYPES = ['custom', 'service', 'inventory'] as const;
export type LineItemType = (typeof LINE_ITEM_TYPES)[number];

/** The tax rate a business starts with (8%) until it sets its own in Settings; the only copy. */
export const DEFAULT_TAX_RATE = '0.0800';
/** The tenant setting (Settings → General, a percentage such as 8.25) that replaces the 8% default. */
export const DEFAULT_TAX_RATE_SETTING = 'sales.default_tax_rate';
/** numeric(10,2): the largest amount a money column holds, in cents. */
export const MAX_MONEY_CENTS = 9_999_999_999n;
export const MAX_LINE_ITEMS = 200;

export const LINE_ITEM_MESSAGES = {
  quantity: 'Quantity must be greater than 0',
  rate: 'Rate must be at least 0',
  total: 'Total must be at least 0',
  number: 'Must be a number',
  tooLarge: 'Amount is too large',
  description: 'Description is required',
  serviceRequired: 'Please select a service for this line item',
  inventoryRequired: 'Please select an inventory item for this line item',
  taxRate: 'Tax rate must be between 0 and 1',
} as const;

type Bound = { min: bigint; inclusive: boolean; message: string };

/** A line's decimal (number or string) as a fixed-scale decimal string ("3.00"): decimal-field.ts. */
const decimal = (scale: number, bound: Bound, max: bigint, label: string) =>
  decimalField({
    scale,
    label,
    invalid: LINE_ITEM_MESSAGES.number,
    min: { units: bound.min, inclusive: bound.inclusive, message: bound.message },
    max: { units: max, message: LINE_ITEM_MESSAGES.tooLarge },
  });

export const quantitySchema = decimal(
  2,
  { min: 0n, inclusive: false, message: LINE_ITEM_MESSAGES.quantity },
  MAX_MONEY_CENTS,
  'Quantity',
);
export const rateSchema = decimal(
  2,
  { min: 0n, inclusive: true, message: LINE_ITEM_MESSAGES.rate },
  MAX_MONEY_CENTS,
  'Rate',
);
/** Client-sent totals are checked for the spec's "at least 0" and then ignored: the server recomputes them. */
export const nonNegativeAmountSchema = (message: string) =>
  decimal(2, { min: 0n, inclusive: true, message }, MAX_MONEY_CENTS, 'Amounts');
/** A fraction between 0 and 1 with up to 4 decimals (numeric(5,4)). */
export const taxRateSchema = decimalField({
  scale: 4,
  label: 'Tax rate',
  invalid: LINE_ITEM_MESSAGES.taxRate,
  min: { units: 0n, inclusive: true, message: LINE_ITEM_MESSAGES.taxRate },
  max: { units: 10_000n, message: LINE_ITEM_MESSAGES.taxRate },
});

const optionalId = z.uuid().nullish();

/** One line as typed in a form or sent to the API; without the cross-field rules (see lineItemInputSchema). */
export const lineItemFieldsSchema = z.object({
  itemType: z.enum(LINE_ITEM_TYPES).default('custom'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
  quantity: quantitySchema.default('1.00'),
  rate: rateSchema.default('0.00'),
  total: nonNegativeAmountSchema(LINE_ITEM_MESSAGES.total).nullish(),
  sortOrder: z.number().int().nullish(),
  serviceId: optionalId,
  inventoryId: optionalId,
  /** Quotes only: a line the client may tick when approving; not part of the quote's total. */
  isOptional: z.boolean({ error: 'isOptional must be true or false' }).default(false),
  /** Whether the line is taxed; without it, the service's or part's flag, else taxable (issue 31). */
  taxable: z.boolean({ error: 'taxable must be true or false' }).nullish(),
});
export type LineItemInput = z.input<typeof lineItemFieldsSchema>;

/** Service lines need a service, inventory lines a part; the links of the other kinds are dropped. */
export const lineItemInputSchema = lineItemFieldsSchema
  .superRefine((line, ctx) => {
    if (line.itemType === 'service' && !line.serviceId) {
      ctx.addIssue({ code: 'custom', path: ['serviceId'], message: LINE_ITEM_MESSAGES.serviceRequired });
    }
    if (line.itemType === 'inventory' && !line.inventoryId) {
      ctx.addIssue({ code: 'custom', path: ['inventoryId'], message: LINE_ITEM_MESSAGES.inventoryRequired });
    }
  })
  .transform((line) => ({
    itemType: line.itemType,
    description: line.description,
    quantity: line.quantity,
    rate: line.rate,
    serviceId: line.itemType === 'service' ? (line.serviceId ?? null) : null,
    inventoryId: line.itemType === 'inventory' ? (line.inventoryId ?? null) : null,
    isOptional: line.isOptional,
    taxable: line.taxable ?? null,
  }));
/** isOptional is optional here so documents built in code (jobs, agreements) need not name it. */
export type LineItemData = Omit<z.output<typeof lineItemInputSchema>, 'isOptional' | 'taxable'> & {
  isOptional?: boolean;
  /** null/absent: decided from the linked service or part when the document is saved. */
  taxable?: boolean | null;
};

/** At least one line with a description (`emptyMessage` is the document's spec text); no blank lines among them. */
export function lineItemsSchema(emptyMessage: string) {
  return z
    .array(lineItemInputSchema, { error: emptyMessage })
    .max(MAX_LINE_ITEMS, `At most ${MAX_LINE_ITEMS} line items`)
    .superRefine((lines, ctx) => {
      if (!lines.some((line) => line.description !== '')) {
        ctx.addIssue({ code: 'custom', message: emptyMessage });
        return;
      }
      lines.forEach((line, index) => {
        if (line.description === '') {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'description'],
            message: LINE_ITEM_MESSAGES.description,
          });
        }
      });
    });
}

/** A saved line as the API answers it. */
export const lineItemSchema = z.object({
  id: z.string(),
  itemType: z.enum(LINE_ITEM_TYPES),
  description: z.string(),
  quantity: z.string(),
  rate: z.string(),
  total: z.string(),
  sortOrder: z.number(),
  serviceId: z.string().nullable(),
  inventoryId: z.string().nullable(),
  /** Quotes: an optional line (outside the total until the client accepts it); always false on invoices. */
  isOptional: z.boolean(),
  /** Whether the line's total is part of the taxable subtotal. */
  taxable: z.boolean(),
});
export type LineItem = z.output<typeof lineItemSchema>;

export const documentTotalsSchema = z.object({
  lineTotals: z.array(z.string()),
  subtotal: z.string(),
  /** The sum of the taxable lines' totals. */
  taxableSubtotal: z.string(),
  taxAmount: z.string(),
  /** The tax per component (tax-lines.ts); their amounts add up to taxAmount. */
  taxLines: z.array(taxLineSchema),
  total: z.string(),
  /** Whether every figure fits a money column (numeric(10,2)). */
  fits: z.boolean(),
});
export type DocumentTotals = z.output<typeof documentTotalsSchema>;

/**
 * The one totals calculation of quotes and invoices: each line rounded to cents, then tax on the taxable
 * subtotal, rounded once per component (the rule in tax-lines.ts). `tax` is one rate (the spec's `taxRate`)
 * or the components of a tax group; lines without `taxable` are taxable.
 */
export function computeDocumentTotals(
  lines: ReadonlyArray<{ quantity: number | string; rate: number | string; taxable?: boolean | null }>,
  tax: TaxBasis,
): DocumentTotals {
  const lineCents = lines.map((line) => safeLineCents(line.quantity, line.rate));
  const subtotal = lineCents.reduce((sum, cents) => sum + cents, 0n);
  const taxable = lineCents.reduce((sum, cents, i) => (lines[i].taxable === false ? sum : sum + cents), 0n);
  const taxed = computeTaxLines(taxable, taxComponentsOf(tax));
  const total = subtotal + taxed.taxCents;
  return {
    lineTotals: lineCents.map(centsToString),
    subtotal: centsToString(subtotal),
    taxableSubtotal: centsToString(taxable),
    taxAmount: centsToString(taxed.taxCents),
    taxLines: taxed.lines,
    total: centsToString(total),
    fits: [...lineCents, subtotal, taxed.taxCents, total].every(
      (cents) => cents >= 0n && cents <= MAX_MONEY_CENTS,
    ),
  };
}

/** Half-typed form values ("", "1.") count as 0 so live totals never throw. */
function safeLineCents(quantity: number | string, rate: number | string): bigint {
  try {
    return lineTotalCents(quantity, rate);
  } catch {
    return 0n;
  }
}

/** Amount still owed on a document: total minus what was paid, never below zero. */
export function balanceDue(total: string, paid: string): string {
  const owed = toCents(total) - toCents(paid);
  return centsToString(owed > 0n ? owed : 0n);
}

/** "3.00" → "3", "1.50" → "1.5": quantities read as people write them. */
export function formatQuantity(quantity: string): string {
  return quantity.includes('.') ? quantity.replace(/\.?0+$/, '') : quantity;
}

/** A percentage with whole-number rounding, half away from zero (conversion rates). */
export function percentOf(part: number, whole: number): number {
  return Number(divRound(BigInt(part) * 100n, BigInt(whole)));
}
