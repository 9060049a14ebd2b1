import { z } from 'zod';
import { localDate, periodChecked } from './reports';

/**
 * Revenue broken down (issue 29, item 2): the revenue report's invoiced and collected for a period, split by
 * technician, service category, lead source, or agreement against one-off work. The groups add up to the
 * ungrouped revenue report's totals to the cent.
 */
export const REVENUE_BREAKDOWNS = ['technician', 'category', 'leadSource', 'agreement'] as const;
export type RevenueBreakdown = (typeof REVENUE_BREAKDOWNS)[number];

export const REVENUE_BREAKDOWN_LABELS: Record<RevenueBreakdown, string> = {
  technician: 'Technician',
  category: 'Service category',
  leadSource: 'Lead source',
  agreement: 'Agreement or one-off',
};

export const REVENUE_BREAKDOWN_MESSAGE = 'Break down by technician, category, lead source or agreement';

/** GET /api/reports/revenue/breakdown (and .csv). */
export const revenueBreakdownQuerySchema = periodChecked(
  z.object({
    from: localDate,
    to: localDate,
    by: z.enum(REVENUE_BREAKDOWNS, { error: REVENUE_BREAKDOWN_MESSAGE }),
  }),
);
export type RevenueBreakdownQuery = z.output<typeof revenueBreakdownQuerySchema>;

const amounts = {
  invoicedSubtotal: z.string(),
  invoicedTax: z.string(),
  payments: z.string(),
  refunds: z.string(),
  collected: z.string(),
};

export const revenueGroupSchema = z.object({
  /** The technician's id, the category or lead source as written, `agreement`/`one-off`; null: none. */
  key: z.string().nullable(),
  label: z.string(),
  /** Invoices sent in the period with a part in this group (an invoice of two categories is in both). */
  invoiceCount: z.number().int(),
  ...amounts,
});

export const revenueBreakdownSchema = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(REVENUE_BREAKDOWNS),
  groups: z.array(revenueGroupSchema),
  /** The groups added up: the revenue report's totals for the same period. */
  totals: z.object(amounts),
});
export type RevenueBreakdownReport = z.output<typeof revenueBreakdownSchema>;
