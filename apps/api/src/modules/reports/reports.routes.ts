import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  agingCsvQuerySchema,
  agingInvoiceRowSchema,
  agingInvoicesQuerySchema,
  agingQuerySchema,
  agingReportSchema,
  jobCostingCsvQuerySchema,
  jobCostingDetailSchema,
  jobCostingJobQuerySchema,
  jobCostingQuerySchema,
  jobCostingReportSchema,
  revenueQuerySchema,
  technicianScorecardCsvQuerySchema,
  technicianScorecardQuerySchema,
  technicianScorecardSchema,
  revenueReportSchema,
} from '@tradeworks/contracts/reports';
import { revenueBreakdownQuerySchema, revenueBreakdownSchema } from '@tradeworks/contracts/revenue-breakdown';
import { salesTaxQuerySchema, salesTaxReportSchema } from '@tradeworks/contracts/sales-tax-report';
import { accountingExportQuerySchema } from '@tradeworks/contracts/accounting-export';
import { defineRoute } from '../../http/route';
import { exportAccountingCsv } from './accounting-export.service';
import { exportAgingCsv, getAgingClientInvoices, getAgingReport } from './aging.service';
import { exportJobCostingCsv, getJobCostingDetail, getJobCostingReport } from './job-costing.service';
import { exportRevenueBreakdownCsv, getRevenueBreakdown } from './revenue-breakdown.service';
import { exportRevenueCsv, getRevenueReport } from './revenue.service';
import { exportSalesTaxCsv, getSalesTaxReport } from './sales-tax.service';
import { exportTechnicianScorecardCsv, getTechnicianScorecard } from './technician-scorecard.service';

const tags = ['reports'];
const CLOCK = ' Dates are days of the organization’s time zone.';
const AGING_RULE =
  ' An invoice counts from the day it was sent; its balance on a date is its total less completed payments ' +
  'plus done refunds recorded up to the end of that day; drafts and cancelled invoices owe nothing. Days past ' +
  'due count from the due date (the day it was sent when it has none).';

const COSTING_RULE =
  ' Jobs completed on the days of the period. Revenue: the job’s invoice before tax once sent. Parts: usage ' +
  'rows of the stock ledger at the unit cost recorded when the part was used. Labour: on-the-job timesheet ' +
  'entries (else the job’s start → complete with its technician), each at the technician’s cost rate ' +
  'effective on the day the time started (0 and flagged before their first rate). Margin = revenue − parts − ' +
  'labour; margin % of revenue.';

const SCORECARD_RULE =
  ' Jobs: completed in the period by the job’s technician; revenue their invoices before tax once sent; ' +
  'average ticket revenue per invoiced job. Quotes and agreements: those the technician’s user created in the ' +
  'period (quotes once sent; close rate = approved ÷ sent). Hours: on-the-job and travel timesheet entries that ' +
  'started in the period. Callbacks: their completed jobs followed within 30 days by a new job at the same ' +
  'location. Checklist completion: answered items ÷ items on their completed jobs. Totals add every listed ' +
  'technician; their rates are of the sums.';

const BREAKDOWN_RULE =
  ' `by` technician (of the job the invoice was made from), category (the service categories of the ' +
  'invoice’s lines, an invoice and its payments split by the lines’ totals), leadSource (the client’s) or ' +
  'agreement (invoices an agreement billed or made from an agreement visit, against one-off). The same facts ' +
  'as the revenue report — invoices sent in the period (cancelled ones left out), completed payments and done ' +
  'refunds recorded in it — so the groups add up to its totals; a fact with none (a payment on no invoice) is ' +
  'in the "No …" group.';

const SALES_TAX_RULE =
  ' Accrual (the default): invoices sent in the period, cancelled ones left out, with their tax lines as ' +
  'stored. Cash: completed payments less done refunds recorded in the period against sent, paid or overdue ' +
  'invoices, each carrying amount ÷ the invoice’s total of its sales and of each tax component, rounded to ' +
  'cents per payment and component. Per component (rate record, name, jurisdiction, rate): taxable sales ' +
  '(the taxable lines), non-taxable sales (the same invoices’ other lines) and tax collected. `untaxed`: ' +
  'invoices with no component (a tax-exempt client’s). Totals count each invoice once.';

const csv = (reply: import('fastify').FastifyReply, file: { csv: string; fileName: string }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.csv);

/** Issue 29: the reports, for roles with the `reports` area (owner/admin edit, manager view, member none). */
export function registerReportRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/aging',
    access: 'reports:view',
    tags,
    query: agingQuerySchema,
    response: agingReportSchema,
    summary: 'Receivables aging as of a date: bucket totals and a page of clients by amount owed',
    description:
      'Buckets Current, 1–30, 31–60, 61–90 and 90+ days past due; `totals` add up every client, `clients` is ' +
      'a page (limit, offset) largest balance first.' +
      AGING_RULE +
      CLOCK,
    handler: ({ tenant, query }) => getAgingReport({ ...tenant, ...query }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/aging/invoices',
    access: 'reports:view',
    tags,
    query: agingInvoicesQuerySchema,
    response: z.array(agingInvoiceRowSchema),
    summary: 'The drill-down of the aging: one client’s invoices open on the date, oldest due first',
    description: '404 when the client is not one of the organization’s.' + AGING_RULE + CLOCK,
    handler: ({ tenant, query }) => getAgingClientInvoices({ ...tenant, ...query }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/aging.csv',
    access: 'reports:view',
    tags,
    query: agingCsvQuerySchema,
    produces: 'text/csv',
    summary: 'Receivables aging as CSV: every invoice open on the date, one line each',
    description:
      'Columns: Client, Invoice, Sent on, Due date, Days past due, Bucket, Total, Paid, Balance; cells a ' +
      'spreadsheet would run as a formula are escaped.' +
      AGING_RULE +
      CLOCK,
    handler: async ({ tenant, query, reply }) => csv(reply, await exportAgingCsv({ ...tenant, ...query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/revenue',
    access: 'reports:view',
    tags,
    query: revenueQuerySchema,
    response: revenueReportSchema,
    summary: 'Revenue: invoiced (before tax, tax apart) against collected (payments − refunds) per period',
    description:
      '`from`, `to` (both included, at most 1,097 days) and `groupBy` day, week (from Monday) or month. ' +
      'Invoiced: invoices sent in the period, cancelled ones left out. Collected: completed payments (quote ' +
      'deposits included) less done refunds, each on the day it was recorded.' +
      CLOCK,
    handler: ({ tenant, query }) => getRevenueReport({ ...tenant, ...query }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/revenue.csv',
    access: 'reports:view',
    tags,
    query: revenueQuerySchema,
    produces: 'text/csv',
    summary: 'Revenue as CSV: one line per period and a Total line',
    description:
      'Columns: Period start, Period end, Invoices sent, Invoiced before tax, Tax invoiced, Invoiced total, ' +
      'Payments, Refunds, Collected.' +
      CLOCK,
    handler: async ({ tenant, query, reply }) => csv(reply, await exportRevenueCsv({ ...tenant, ...query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/accounting/export.csv',
    access: 'reports:view',
    tags: ['accounting'],
    query: accountingExportQuerySchema,
    produces: 'text/csv',
    summary:
      'Accountant export: a period’s invoices, or its payments and refunds, as a QuickBooks or Xero import',
    description:
      '`format` quickbooks or xero; `records` invoices (default: the sales-invoice import, one row per line with ' +
      'its share of the invoice’s tax) or payments (a bank-statement import: payments positive, refunds ' +
      'negative). Invoices issued (sent, paid or overdue) in the period and ledger rows recorded in it, as ' +
      'Reports → Revenue counts them: the invoices add up to its invoiced total, the ledger rows to its collected.' +
      CLOCK,
    handler: async ({ tenant, query, reply }) =>
      csv(reply, await exportAccountingCsv({ ...tenant, ...query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/revenue/breakdown',
    access: 'reports:view',
    tags,
    query: revenueBreakdownQuerySchema,
    response: revenueBreakdownSchema,
    summary: 'Revenue by technician, service category, lead source, or agreement against one-off',
    description: '`from`, `to` (both included, at most 1,097 days).' + BREAKDOWN_RULE + CLOCK,
    handler: ({ tenant, query }) => getRevenueBreakdown({ ...tenant, ...query }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/revenue/breakdown.csv',
    access: 'reports:view',
    tags,
    query: revenueBreakdownQuerySchema,
    produces: 'text/csv',
    summary: 'Revenue broken down as CSV: one line per group and a Total line',
    description:
      'Columns: the group, Invoices, Invoiced before tax, Tax invoiced, Payments, Refunds, Collected; formula ' +
      'cells escaped.' +
      BREAKDOWN_RULE +
      CLOCK,
    handler: async ({ tenant, query, reply }) =>
      csv(reply, await exportRevenueBreakdownCsv({ ...tenant, ...query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/job-costing',
    access: 'reports:view',
    tags,
    query: jobCostingQuerySchema,
    response: jobCostingReportSchema,
    summary: 'Job costing: each completed job’s revenue, parts, labour and margin, with totals',
    description:
      'Filters technicianId, clientId, serviceType; sort margin (default), marginPercent, revenue, completedOn ' +
      'or jobNumber, direction asc (default: lowest margin first) or desc; a page (limit, offset). `totals` add ' +
      'up every matching job.' +
      COSTING_RULE +
      CLOCK,
    handler: ({ tenant, query }) => getJobCostingReport({ ...tenant, ...query }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/job-costing/job',
    access: 'reports:view',
    tags,
    query: jobCostingJobQuerySchema,
    response: jobCostingDetailSchema,
    summary: 'The drill-down of job costing: one completed job’s labour and parts lines',
    description:
      '404 when the job is not one of the organization’s or not completed. The lines add up to the job’s ' +
      'figures.' +
      COSTING_RULE +
      CLOCK,
    handler: ({ tenant, query }) => getJobCostingDetail({ ...tenant, ...query }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/job-costing.csv',
    access: 'reports:view',
    tags,
    query: jobCostingCsvQuerySchema,
    produces: 'text/csv',
    summary: 'Job costing as CSV: every matching job, one line each, and a Total line',
    description:
      'Columns: Job, Completed on, Client, Service, Technician, Invoice, Revenue before tax, Parts cost, Labour ' +
      'hours, Labour cost, Margin, Margin %, Labour from; cells a spreadsheet would run as a formula are escaped.' +
      COSTING_RULE +
      CLOCK,
    handler: async ({ tenant, query, reply }) =>
      csv(reply, await exportJobCostingCsv({ ...tenant, ...query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/technicians',
    access: 'reports:view',
    tags,
    query: technicianScorecardQuerySchema,
    response: technicianScorecardSchema,
    summary: 'Technician scorecard: jobs, revenue, average ticket, quotes, agreements, hours, callbacks',
    description:
      'A page (limit, offset) of the active technicians and any with work in the period, highest revenue first.' +
      SCORECARD_RULE +
      CLOCK,
    handler: ({ tenant, query }) => getTechnicianScorecard({ ...tenant, ...query }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/technicians.csv',
    access: 'reports:view',
    tags,
    query: technicianScorecardCsvQuerySchema,
    produces: 'text/csv',
    summary: 'Technician scorecard as CSV: one line per technician and a Total line',
    description:
      'Columns: Technician, Completed jobs, Revenue before tax, Invoiced jobs, Average ticket, Quotes sent, ' +
      'Quotes approved, Quote close rate %, Agreements sold, Hours on jobs, Hours travelling, Revenue per job ' +
      'hour, Callbacks, Checklist items, Checklist answered, Checklist completion %; formula cells escaped.' +
      SCORECARD_RULE +
      CLOCK,
    handler: async ({ tenant, query, reply }) =>
      csv(reply, await exportTechnicianScorecardCsv({ ...tenant, ...query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/sales-tax',
    access: 'reports:view',
    tags,
    query: salesTaxQuerySchema,
    response: salesTaxReportSchema,
    summary: 'Sales tax: taxable and non-taxable sales and tax collected per rate and jurisdiction',
    description:
      '`from`, `to` (both included, at most 1,097 days) and `basis` accrual or cash.' +
      SALES_TAX_RULE +
      CLOCK,
    handler: ({ tenant, query }) => getSalesTaxReport({ ...tenant, ...query }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/reports/sales-tax.csv',
    access: 'reports:view',
    tags,
    query: salesTaxQuerySchema,
    produces: 'text/csv',
    summary: 'Sales tax as CSV: one line per rate, a No tax line and a Total line',
    description:
      'Columns: Jurisdiction, Tax, Rate %, Invoices, Taxable sales, Non-taxable sales, Tax collected; cells a ' +
      'spreadsheet would run as a formula are escaped.' +
      SALES_TAX_RULE +
      CLOCK,
    handler: async ({ tenant, query, reply }) => csv(reply, await exportSalesTaxCsv({ ...tenant, ...query })),
  });
}
