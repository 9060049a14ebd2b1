import type { AgingBucket, AgingInvoiceRow, AgingReport } from '@tradeworks/contracts/reports';
import { AGING_BUCKET_LABELS } from '@tradeworks/contracts/reports';
import type { TenantContext } from '../../http/route';
import { findClient } from '../clients/public';
import { csvLines } from '../data-export/public';
import {
  agingByClient,
  agingInvoices,
  type AgingInvoiceSqlRow,
  type BucketSumsRow,
} from './aging.repository';
import { asOfDay } from './report-period';
import { ReportErrors } from './reports.errors';

const sums = (row: BucketSumsRow) => ({
  openInvoices: row.open_invoices,
  current: row.current,
  days1to30: row.days1to30,
  days31to60: row.days31to60,
  days61to90: row.days61to90,
  over90: row.over90,
  total: row.total,
});

/** GET /api/reports/aging: the totals of every bucket and a page of clients by amount owed on the date. */
export function getAgingReport(
  ctx: TenantContext & { asOf?: string; limit: number; offset: number; now?: Date },
): Promise<AgingReport> {
  const { db, tenantId, userId } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const bounds = await asOfDay(scope, ctx.asOf, ctx.now);
    const rows = await agingByClient(scope, bounds, { limit: ctx.limit, offset: ctx.offset });
    const total = rows.find((r) => r.kind === 'total')!;
    return {
      asOf: bounds.asOf,
      totals: sums(total),
      clientCount: total.client_count,
      clients: rows
        .filter((r) => r.kind === 'client')
        .map((r) => ({ clientId: r.client_id!, clientName: r.client_name ?? '', ...sums(r) })),
    };
  });
}

const invoiceRow = (r: AgingInvoiceSqlRow): AgingInvoiceRow => ({
  invoiceId: r.id,
  invoiceNumber: r.invoice_number,
  clientId: r.client_id,
  clientName: r.client_name,
  issuedOn: r.issued_on,
  dueDate: r.due_date,
  total: r.total,
  paid: r.paid,
  balance: r.balance,
  daysPastDue: r.days_past_due,
  bucket: r.bucket as AgingBucket,
});

/** GET /api/reports/aging/invoices?clientId=: the drill-down, that client's invoices open on the date. */
export function getAgingClientInvoices(
  ctx: TenantContext & { clientId: string; asOf?: string; now?: Date },
): Promise<AgingInvoiceRow[]> {
  const { db, tenantId, userId } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    if (!(await findClient(scope, ctx.clientId))) throw ReportErrors.clientNotFound();
    const bounds = await asOfDay(scope, ctx.asOf, ctx.now);
    return (await agingInvoices(scope, bounds, ctx.clientId)).map(invoiceRow);
  });
}

export const AGING_CSV_COLUMNS = [
  'Client',
  'Invoice',
  'Sent on',
  'Due date',
  'Days past due',
  'Bucket',
  'Total',
  'Paid',
  'Balance',
] as const;

/** GET /api/reports/aging.csv: every open invoice on the date, one line each (formula cells escaped). */
export function exportAgingCsv(
  ctx: TenantContext & { asOf?: string; now?: Date },
): Promise<{ csv: string; fileName: string }> {
  const { db, tenantId, userId } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const bounds = await asOfDay(scope, ctx.asOf, ctx.now);
    const rows = await agingInvoices(scope, bounds);
    const lines = rows.map((r) => [
      r.client_name,
      r.invoice_number,
      r.issued_on,
      r.due_date,
      r.days_past_due,
      AGING_BUCKET_LABELS[r.bucket as AgingBucket],
      r.total,
      r.paid,
      r.balance,
    ]);
    return { csv: csvLines([[...AGING_CSV_COLUMNS], ...lines]), fileName: `aging-${bounds.asOf}.csv` };
  });
}
