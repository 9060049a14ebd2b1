import { sql, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';

/**
 * Receivables aging in SQL. An invoice counts once it is sent (sent, paid or overdue; drafts owe nothing and a
 * cancelled invoice is void at every date, as no cancellation date is kept) and was sent before the end of the
 * as-of day. Its balance on that day is its total less completed payments plus done refunds recorded up to the
 * end of the day — the ledger's amount_paid rule (payments.repository applyLedgerToInvoice) cut at the date.
 * As amount_paid is that sum over every row, kept in the same transaction as each ledger change, the paid part on
 * the date is amount_paid less the rows recorded after it: only those rows are read (payments_paid_at_idx, few
 * for a recent date), never an invoice's whole history. The invoices that can owe something then are those open
 * now (invoices_open_idx) and those with ledger rows after the date; every other one was settled then and still is.
 */

export interface AgingBounds {
  asOf: string;
  /** The first instant after the as-of day in the organization's zone. */
  endAt: Date;
  zone: string;
}

function agedInvoices({ tenantId }: TenantScope, b: AgingBounds, clientId?: string): SQL {
  const end = b.endAt.toISOString();
  const client = clientId ? sql`and i.client_id = ${clientId}` : sql``;
  return sql`
    with later as (
      select p.invoice_id, sum(case when p.refund_of_id is null then p.amount else -p.amount end) as paid
      from payments p
      where p.tenant_id = ${tenantId} and p.paid_at >= ${end}::timestamptz and p.invoice_id is not null
        and ((p.refund_of_id is null and p.status = 'completed') or (p.refund_of_id is not null and p.status = 'refunded'))
      group by p.invoice_id
    ), candidates as (
      select i.id from invoices i
      where i.tenant_id = ${tenantId} and i.status in ('sent', 'overdue') and i.amount_paid < i.total ${client}
      union
      select invoice_id from later
    ), dated as materialized (
      select i.id, i.client_id, i.invoice_number, i.total, i.due_date,
        (coalesce(i.sent_at, i.created_at) at time zone ${b.zone})::date as issued_on,
        i.amount_paid - coalesce(l.paid, 0) as paid
      from invoices i join candidates c on c.id = i.id left join later l on l.invoice_id = i.id
      where i.tenant_id = ${tenantId} and i.status in ('sent', 'paid', 'overdue')
        and coalesce(i.sent_at, i.created_at) < ${end}::timestamptz ${client}
    ), aged as (
      select d.*, d.total - d.paid as balance,
        ${b.asOf}::date - coalesce(d.due_date, d.issued_on) as days_past_due
      from dated d where d.total - d.paid > 0
    ), bucketed as (
      select a.*, case
        when a.days_past_due <= 0 then 'current'
        when a.days_past_due <= 30 then 'days1to30'
        when a.days_past_due <= 60 then 'days31to60'
        when a.days_past_due <= 90 then 'days61to90'
        else 'over90' end as bucket
      from aged a
    )`;
}

const BUCKET_SUMS = sql`
  count(*)::int as open_invoices,
  coalesce(sum(balance) filter (where bucket = 'current'), 0)::numeric(16,2)::text as current,
  coalesce(sum(balance) filter (where bucket = 'days1to30'), 0)::numeric(16,2)::text as days1to30,
  coalesce(sum(balance) filter (where bucket = 'days31to60'), 0)::numeric(16,2)::text as days31to60,
  coalesce(sum(balance) filter (where bucket = 'days61to90'), 0)::numeric(16,2)::text as days61to90,
  coalesce(sum(balance) filter (where bucket = 'over90'), 0)::numeric(16,2)::text as over90,
  coalesce(sum(balance), 0)::numeric(16,2)::text as total`;

export interface BucketSumsRow {
  open_invoices: number;
  current: string;
  days1to30: string;
  days31to60: string;
  days61to90: string;
  over90: string;
  total: string;
}

export interface AgingClientSqlRow extends BucketSumsRow {
  kind: 'total' | 'client';
  client_id: string | null;
  client_name: string | null;
  client_count: number;
}

/**
 * One statement: a first row with every client's sums and the count of clients owing (kind 'total'), then a
 * page of clients by amount owed (largest first, then name and id so pages do not overlap).
 */
export async function agingByClient(
  scope: TenantScope,
  b: AgingBounds,
  page: { limit: number; offset: number },
): Promise<AgingClientSqlRow[]> {
  const result = await scope.tx.execute<AgingClientSqlRow & Record<string, unknown>>(sql`
    ${agedInvoices(scope, b)}, per_client as (
      select client_id, ${BUCKET_SUMS} from bucketed group by client_id
    )
    (select 'total' as kind, null::uuid as client_id, null::text as client_name,
        (select count(*)::int from per_client) as client_count, ${BUCKET_SUMS}
      from bucketed)
    union all
    (select 'client', pc.client_id, c.name, 0, pc.open_invoices, pc.current, pc.days1to30, pc.days31to60,
        pc.days61to90, pc.over90, pc.total
      from per_client pc
      join clients c on c.tenant_id = ${scope.tenantId} and c.id = pc.client_id
      order by pc.total::numeric desc, c.name, pc.client_id
      limit ${page.limit} offset ${page.offset})`);
  return result.rows;
}

export interface AgingInvoiceSqlRow {
  id: string;
  client_id: string;
  client_name: string;
  invoice_number: string;
  issued_on: string;
  due_date: string | null;
  total: string;
  paid: string;
  balance: string;
  days_past_due: number;
  bucket: string;
}

/** The invoices open on the date: one client's (the drill-down), or every client's (the CSV), oldest due first. */
export async function agingInvoices(
  scope: TenantScope,
  b: AgingBounds,
  clientId?: string,
): Promise<AgingInvoiceSqlRow[]> {
  const result = await scope.tx.execute<AgingInvoiceSqlRow & Record<string, unknown>>(sql`
    ${agedInvoices(scope, b, clientId)}
    select b.id, b.client_id, c.name as client_name, b.invoice_number, b.issued_on::text as issued_on,
      b.due_date::text as due_date, b.total::numeric(16,2)::text as total, b.paid::numeric(16,2)::text as paid,
      b.balance::numeric(16,2)::text as balance, b.days_past_due, b.bucket
    from bucketed b join clients c on c.tenant_id = ${scope.tenantId} and c.id = b.client_id
    order by c.name, b.client_id, b.days_past_due desc, b.invoice_number`);
  return result.rows;
}
