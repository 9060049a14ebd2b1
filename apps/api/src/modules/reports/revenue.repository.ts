import { sql } from 'drizzle-orm';
import type { RevenueGroup } from '@tradeworks/contracts/reports';
import type { TenantScope } from '../../db/client';

export interface RevenueBounds {
  from: string;
  to: string;
  /** [startAt, endAt): the period's first and last local days in the organization's zone, as instants. */
  startAt: Date;
  endAt: Date;
  zone: string;
  groupBy: RevenueGroup;
}

export interface RevenueSqlRow {
  period: string;
  invoiced_subtotal: string;
  invoiced_tax: string;
  invoiced_total: string;
  invoice_count: number;
  payments: string;
  refunds: string;
}

/**
 * Per day, week (PostgreSQL's, from Monday) or month of the organization's calendar: invoices sent in it (the
 * invoices_issued_idx range; cancelled ones are void) and the ledger rows recorded in it (payments_paid_at_idx):
 * completed payments — quote deposits included, they are money in — and done refunds. Every period of the range
 * has a row, empty ones with zeros.
 */
export async function revenueByPeriod(
  { tx, tenantId }: TenantScope,
  b: RevenueBounds,
): Promise<RevenueSqlRow[]> {
  const start = b.startAt.toISOString();
  const end = b.endAt.toISOString();
  const unit = sql.raw(`'${b.groupBy}'`);
  const result = await tx.execute<RevenueSqlRow & Record<string, unknown>>(sql`
    with invoiced as (
      select date_trunc(${unit}, coalesce(sent_at, created_at) at time zone ${b.zone})::date as period,
        sum(subtotal) as subtotal, sum(tax_amount) as tax, sum(total) as total, count(*)::int as n
      from invoices
      where tenant_id = ${tenantId} and status in ('sent', 'paid', 'overdue')
        and coalesce(sent_at, created_at) >= ${start}::timestamptz
        and coalesce(sent_at, created_at) < ${end}::timestamptz
      group by 1
    ), ledger as (
      select date_trunc(${unit}, paid_at at time zone ${b.zone})::date as period,
        sum(amount) filter (where refund_of_id is null and status = 'completed') as payments,
        sum(amount) filter (where refund_of_id is not null and status = 'refunded') as refunds
      from payments
      where tenant_id = ${tenantId} and paid_at >= ${start}::timestamptz and paid_at < ${end}::timestamptz
      group by 1
    ), periods as (
      select generate_series(date_trunc(${unit}, ${b.from}::timestamp), ${b.to}::timestamp,
        ${`1 ${b.groupBy}`}::interval)::date as period
    )
    select p.period::text as period,
      coalesce(i.subtotal, 0)::numeric(16,2)::text as invoiced_subtotal,
      coalesce(i.tax, 0)::numeric(16,2)::text as invoiced_tax,
      coalesce(i.total, 0)::numeric(16,2)::text as invoiced_total,
      coalesce(i.n, 0) as invoice_count,
      coalesce(l.payments, 0)::numeric(16,2)::text as payments,
      coalesce(l.refunds, 0)::numeric(16,2)::text as refunds
    from periods p
    left join invoiced i on i.period = p.period
    left join ledger l on l.period = p.period
    order by p.period`);
  return result.rows;
}
