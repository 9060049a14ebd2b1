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
  {
    key: 'job-costing',
    path: '/reports/job-costing',
    title: 'Job costing',
    description:
      'Each completed job’s revenue before tax less parts and labour at what they cost then: the margin.',
  },
  {
    key: 'technicians',
    path: '/reports/technicians',
    title: 'Technician scorecard',
    description:
      'Per technician: jobs, revenue, average ticket, quotes closed, agreements, hours, callbacks.',
  },
  {
    key: 'sales-tax',
    path: '/reports/sales-tax',
    title: 'Sales tax',
    description:
      'Taxable and non-taxable sales and the tax collected per rate and jurisdiction, on invoice or payment date.',
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
  sort: 'Sort by margin, margin %, revenue, completion date or job number',
  basis: 'Choose accrual (invoice date) or cash (payment date)',
} as const;

export const localDate = z.iso.date({ error: REPORT_MESSAGES.date });

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

/** A period query (from, to: local days, both included) that ends on or after its start, at most REPORT_MAX_DAYS. */
export function periodChecked<S extends z.ZodType<{ from: string; to: string }>>(schema: S) {
  return schema
    .refine((q) => q.from <= q.to, { message: REPORT_MESSAGES.range, path: ['to'] })
    .refine((q) => daysBetween(q.from, q.to) < REPORT_MAX_DAYS, {
      message: REPORT_MESSAGES.rangeTooLong,
      path: ['to'],
    });
}

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

// ─── Job costing ──────────────────────────────────────────────────────────────────────────────────────────

export const JOB_COSTING_SORTS = ['margin', 'marginPercent', 'revenue', 'completedOn', 'jobNumber'] as const;
export type JobCostingSort = (typeof JOB_COSTING_SORTS)[number];

const jobCostingFilters = {
  technicianId: z.uuid({ error: 'Choose a technician' }).optional(),
  clientId: z.uuid({ error: 'Choose a client' }).optional(),
  /** The job's service type, as the job shows it. */
  serviceType: z.string().trim().min(1).max(200).optional(),
};

/** GET /api/reports/job-costing.csv: the jobs completed on the local days [from, to] matching the filters. */
const jobCostingCsvQuery = z.object({
  from: localDate,
  to: localDate,
  ...jobCostingFilters,
  sort: z.enum(JOB_COSTING_SORTS, { error: REPORT_MESSAGES.sort }).default('margin'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export const jobCostingCsvQuerySchema = periodChecked(jobCostingCsvQuery);

/** GET /api/reports/job-costing: a page of them, lowest margin first by default. */
export const jobCostingQuerySchema = periodChecked(
  jobCostingCsvQuery.extend({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  }),
);
export type JobCostingQuery = z.output<typeof jobCostingQuerySchema>;

/** Where a job's labour hours come from: on-the-job timesheet entries, else the job's start → complete. */
export const LABOUR_SOURCES = ['timesheets', 'job-times', 'none'] as const;
export type LabourSource = (typeof LABOUR_SOURCES)[number];

const costAmounts = {
  /** The job's invoice before tax (sent, paid or overdue; none yet counts 0). */
  revenue: z.string(),
  /** Parts used on the job at their cost when used (the stock ledger). */
  partsCost: z.string(),
  /** Hours on the job, 2 decimals, and their cost at each technician's rate effective on the day worked. */
  labourHours: z.string(),
  labourCost: z.string(),
  /** revenue − parts − labour, and that as a percentage of revenue (null without revenue). */
  margin: z.string(),
  marginPercent: z.string().nullable(),
};

export const jobCostingRowSchema = z.object({
  jobId: z.string(),
  jobNumber: z.string(),
  /** The local day it was completed. */
  completedOn: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  serviceType: z.string(),
  technicianId: z.string().nullable(),
  technicianName: z.string().nullable(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  labourSource: z.enum(LABOUR_SOURCES),
  /** Some hours fell on a day before the technician had a cost rate: they count at 0. */
  labourRateMissing: z.boolean(),
  ...costAmounts,
});
export type JobCostingRow = z.output<typeof jobCostingRowSchema>;

export const jobCostingReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every matching job added up (not only this page's); the percentage is of the summed revenue. */
  totals: z.object({ jobCount: z.number().int(), ...costAmounts }),
  jobs: z.array(jobCostingRowSchema),
});
export type JobCostingReport = z.output<typeof jobCostingReportSchema>;

/** GET /api/reports/job-costing/job: the drill-down to one completed job's parts and labour lines. */
export const jobCostingJobQuerySchema = z.object({ jobId: z.uuid({ error: 'Choose a job' }) });

export const jobCostingDetailSchema = z.object({
  job: jobCostingRowSchema,
  parts: z.array(
    z.object({
      inventoryId: z.string(),
      name: z.string(),
      /** Units taken out of stock for the job. */
      quantity: z.number().int(),
      /** Per unit, as the ledger recorded it when the part was used. */
      unitCost: z.string(),
      cost: z.string(),
      usedOn: z.string(),
    }),
  ),
  labour: z.array(
    z.object({
      technicianId: z.string(),
      technicianName: z.string(),
      source: z.enum(LABOUR_SOURCES),
      /** The local day the time started: its rate is the one effective that day. */
      workedOn: z.string(),
      hours: z.string(),
      hourlyRate: z.string().nullable(),
      cost: z.string(),
    }),
  ),
});
export type JobCostingDetail = z.output<typeof jobCostingDetailSchema>;

// ─── Technician scorecard ─────────────────────────────────────────────────────────────────────────────────

/** GET /api/reports/technicians.csv: the period, every technician. */
export const technicianScorecardCsvQuerySchema = periodChecked(z.object({ from: localDate, to: localDate }));

/** GET /api/reports/technicians: every technician active or with work in the period, highest revenue first. */
export const technicianScorecardQuerySchema = periodChecked(
  z.object({
    from: localDate,
    to: localDate,
    limit: z.coerce.number().int().min(1).max(500).default(100),
    offset: z.coerce.number().int().min(0).default(0),
  }),
);

const scorecardFigures = {
  /** Jobs they completed in the period (the job's technician). */
  completedJobs: z.number().int(),
  /** Those jobs' invoices before tax (sent, paid or overdue), and per invoiced job (null without any). */
  revenue: z.string(),
  invoicedJobs: z.number().int(),
  averageTicket: z.string().nullable(),
  /** Quotes they created in the period that were sent, and of those the ones approved; the rate in % (1 decimal). */
  quotesSent: z.number().int(),
  quotesApproved: z.number().int(),
  quoteCloseRate: z.string().nullable(),
  /** Service agreements they created in the period. */
  agreementsSold: z.number().int(),
  /** Timesheet hours that started in the period: on jobs and travelling (2 decimals). */
  hoursOnJobs: z.string(),
  hoursTravelling: z.string(),
  /** Revenue per hour on jobs (null without hours). */
  revenuePerJobHour: z.string().nullable(),
  /** Completed jobs followed by a new job at the same location within 30 days. */
  callbacks: z.number().int(),
  /** Checklist items answered on their completed jobs, of all items; the rate in % (null without items). */
  checklistItems: z.number().int(),
  checklistAnswered: z.number().int(),
  checklistCompletion: z.string().nullable(),
};

export const technicianScoreSchema = z.object({
  technicianId: z.string(),
  technicianName: z.string(),
  ...scorecardFigures,
});

export const technicianScorecardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every technician added up (rates and averages of the sums). */
  totals: z.object({ technicianCount: z.number().int(), ...scorecardFigures }),
  technicians: z.array(technicianScoreSchema),
});
export type TechnicianScorecard = z.output<typeof technicianScorecardSchema>;
