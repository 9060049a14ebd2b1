import { z } from 'zod';

/**
 * Reports (issue 29): numbers an accountant can reconcile to the ledger, on the organization's clock. Every
 * date here is a local date of the organization's time zone (YYYY-MM-DD); money is an exact decimal string.
 */

/** The reports that exist, in the order the Reports page lists them. */
export const REPORTS = [
  {
    key: 'aging',
    path: '/reports/aging',
    title: 'Receivables aging',
    description: 'What clients owe as of a date, by how long it is past due, per client and invoice.',
  },
  {
    key: 'revenue',
    path: '/reports/revenue',
    title: 'Revenue',
    description: 'Invoiced (before tax, tax apart) against collected (payments less refunds) per period.',
  },
] as const;
export type ReportKey = (typeof REPORTS)[number]['key'];

/** At most this many days in one period report (three years and a leap day). */
export const REPORT_MAX_DAYS = 1097;

export const REPORT_MESSAGES = {
  date: 'Dates must be YYYY-MM-DD',
  range: 'The period must end on or after its start',
  rangeTooLong: `Choose a period of at most ${REPORT_MAX_DAYS} days`,
  groupBy: 'Group by day, week or month',
} as const;

const localDate = z.iso.date({ error: REPORT_MESSAGES.date });

// ─── Receivables aging ────────────────────────────────────────────────────────────────────────────────────

/** Days past due: Current (not yet due), then 1–30, 31–60, 61–90 and over 90. */
export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days1to30: '1–30',
  days31to60: '31–60',
  days61to90: '61–90',
  over90: '90+',
};

/** GET /api/reports/aging: `asOf` defaults to the organization's today; a page of clients by amount owed. */
export const agingQuerySchema = z.object({
  asOf: localDate.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

const bucketAmounts = {
  current: z.string(),
  days1to30: z.string(),
  days31to60: z.string(),
  days61to90: z.string(),
  over90: z.string(),
  total: z.string(),
};

export const agingClientRowSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  openInvoices: z.number().int(),
  ...bucketAmounts,
});
export type AgingClientRow = z.output<typeof agingClientRowSchema>;

export const agingReportSchema = z.object({
  asOf: z.string(),
  /** Every client's open balances added up (not only this page's). */
  totals: z.object({ openInvoices: z.number().int(), ...bucketAmounts }),
  /** How many clients owe something as of the date. */
  clientCount: z.number().int(),
  clients: z.array(agingClientRowSchema),
});
export type AgingReport = z.output<typeof agingReportSchema>;

/** GET /api/reports/aging/invoices: the drill-down to one client's open invoices on the date. */
export const agingInvoicesQuerySchema = z.object({
  asOf: localDate.optional(),
  clientId: z.uuid({ error: 'Choose a client' }),
});

/** GET /api/reports/aging.csv: every open invoice on the date. */
export const agingCsvQuerySchema = z.object({ asOf: localDate.optional() });

export const agingInvoiceRowSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  /** The local date it was sent (issued). */
  issuedOn: z.string(),
  dueDate: z.string().nullable(),
  total: z.string(),
  /** Payments less refunds recorded up to the end of the as-of date. */
  paid: z.string(),
  balance: z.string(),
  daysPastDue: z.number().int(),
  bucket: z.enum(AGING_BUCKETS),
});
export type AgingInvoiceRow = z.output<typeof agingInvoiceRowSchema>;

// ─── Revenue ──────────────────────────────────────────────────────────────────────────────────────────────

export const REVENUE_GROUPS = ['day', 'week', 'month'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

/** GET /api/reports/revenue: a period (both ends included) grouped by day, week (from Monday) or month. */
export const revenueQuerySchema = z
  .object({
    from: localDate,
    to: localDate,
    groupBy: z.enum(REVENUE_GROUPS, { error: REPORT_MESSAGES.groupBy }).default('month'),
  })
  .refine((q) => q.from <= q.to, { message: REPORT_MESSAGES.range, path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
    message: REPORT_MESSAGES.rangeTooLong,
    path: ['to'],
  });

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

const revenueAmounts = {
  /** Invoices sent in the period: before tax, the tax, and both. */
  invoicedSubtotal: z.string(),
  invoicedTax: z.string(),
  invoicedTotal: z.string(),
  invoiceCount: z.number().int(),
  /** Completed payments and done refunds recorded in the period; collected = payments − refunds. */
  payments: z.string(),
  refunds: z.string(),
  collected: z.string(),
};

export const revenuePeriodSchema = z.object({
  /** The period's first day (clipped to `from`) and last day (clipped to `to`). */
  start: z.string(),
  end: z.string(),
  ...revenueAmounts,
});
export type RevenuePeriod = z.output<typeof revenuePeriodSchema>;

export const revenueReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  groupBy: z.enum(REVENUE_GROUPS),
  periods: z.array(revenuePeriodSchema),
  totals: z.object(revenueAmounts),
});
export type RevenueReport = z.output<typeof revenueReportSchema>;
