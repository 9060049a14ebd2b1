import { sql, type SQL } from 'drizzle-orm';
import type { RevenueBreakdown } from '@tradeworks/contracts/revenue-breakdown';
import type { TenantScope } from '../../db/client';

export interface RevenueGroupSqlRow {
  key: string | null;
  label: string | null;
  invoice_count: number;
  subtotal: string;
  tax: string;
  payments: string;
  refunds: string;
}

/**
 * The groups of one fact `f` (an invoice, or a ledger row with its invoice_id and client_id), each with the weight
 * of the fact it takes (weights add up to 1). Technician: the technician of the job the invoice was made from.
 * Lead source: the client's. Agreement: an invoice an agreement billed, or made from an agreement's visit.
 * Category: the service categories of the invoice's lines, weighted by the lines' totals.
 */
function groupsOf(tenantId: string, by: RevenueBreakdown): SQL {
  switch (by) {
    case 'technician':
      return sql`select j.technician_id::text as key, t.name as label, 1::numeric as w
        from service_jobs j
        left join technicians t on t.tenant_id = j.tenant_id and t.id = j.technician_id
        where j.tenant_id = ${tenantId} and j.invoice_id = f.invoice_id
        order by j.completed_at nulls last, j.id limit 1`;
    case 'leadSource':
      return sql`select nullif(btrim(c.lead_source), '') as key, nullif(btrim(c.lead_source), '') as label,
          1::numeric as w
        from clients c where c.tenant_id = ${tenantId} and c.id = f.client_id`;
    case 'agreement':
      return sql`select case when exists (select 1 from service_agreement_invoices a
            where a.tenant_id = ${tenantId} and a.invoice_id = f.invoice_id)
          or exists (select 1 from service_jobs j where j.tenant_id = ${tenantId} and j.invoice_id = f.invoice_id
            and j.agreement_id is not null)
          then 'agreement' else 'one-off' end as key, null as label, 1::numeric as w`;
    case 'category':
      return sql`select g.key, g.key as label,
          case when sum(g.amount) over () = 0 then 1.0 / count(*) over ()
            else g.amount / sum(g.amount) over () end as w
        from (select nullif(btrim(s.category), '') as key, sum(l.total) as amount
          from invoice_line_items l
          left join services s on s.tenant_id = l.tenant_id and s.id = l.service_id
          where l.tenant_id = ${tenantId} and l.invoice_id = f.invoice_id
          group by 1) g`;
  }
}

/**
 * The revenue report's facts for the period — invoices sent in it (before tax, and tax; cancelled and drafts
 * left out) and ledger rows recorded in it (completed payments, done refunds) — each split over its groups by
 * weight, rounded to cents, the rounding remainder on its largest part so every fact adds up exactly. A fact
 * with no group (a payment on no invoice, a client without a lead source) is in the null group.
 */
export async function revenueByGroup(
  { tx, tenantId }: TenantScope,
  b: { startAt: Date; endAt: Date; by: RevenueBreakdown },
): Promise<RevenueGroupSqlRow[]> {
  const start = b.startAt.toISOString();
  const end = b.endAt.toISOString();
  const result = await tx.execute<RevenueGroupSqlRow & Record<string, unknown>>(sql`
    with facts as (
      select row_number() over () as fact_id, x.* from (
        select i.id as invoice_id, i.client_id, true as is_invoice, i.subtotal, i.tax_amount as tax,
          0::numeric as payments, 0::numeric as refunds
        from invoices i
        where i.tenant_id = ${tenantId} and i.status in ('sent', 'paid', 'overdue')
          and coalesce(i.sent_at, i.created_at) >= ${start}::timestamptz
          and coalesce(i.sent_at, i.created_at) < ${end}::timestamptz
        union all
        select p.invoice_id, p.client_id, false, 0, 0,
          case when p.refund_of_id is null then p.amount else 0 end,
          case when p.refund_of_id is null then 0 else p.amount end
        from payments p
        where p.tenant_id = ${tenantId} and p.paid_at >= ${start}::timestamptz and p.paid_at < ${end}::timestamptz
          and ((p.refund_of_id is null and p.status = 'completed')
            or (p.refund_of_id is not null and p.status = 'refunded'))
      ) x
    ), split as (
      select f.*, g.key, g.label, coalesce(g.w, 1) as w,
        row_number() over (partition by f.fact_id order by coalesce(g.w, 1) desc, g.key nulls last) as part
      from facts f
      left join lateral (${groupsOf(tenantId, b.by)}) g on true
    ), rounded as (
      select *, round(subtotal * w, 2) as s, round(tax * w, 2) as t, round(payments * w, 2) as p,
        round(refunds * w, 2) as r
      from split
    ), exact as (
      select key, label, is_invoice, invoice_id,
        s + case when part = 1 then subtotal - sum(s) over (partition by fact_id) else 0 end as subtotal,
        t + case when part = 1 then tax - sum(t) over (partition by fact_id) else 0 end as tax,
        p + case when part = 1 then payments - sum(p) over (partition by fact_id) else 0 end as payments,
        r + case when part = 1 then refunds - sum(r) over (partition by fact_id) else 0 end as refunds
      from rounded
    )
    select key, max(label) as label, count(distinct invoice_id) filter (where is_invoice)::int as invoice_count,
      sum(subtotal)::numeric(16,2)::text as subtotal, sum(tax)::numeric(16,2)::text as tax,
      sum(payments)::numeric(16,2)::text as payments, sum(refunds)::numeric(16,2)::text as refunds
    from exact
    group by key
    order by sum(subtotal) + sum(payments) - sum(refunds) desc, key nulls last`);
  return result.rows;
}
