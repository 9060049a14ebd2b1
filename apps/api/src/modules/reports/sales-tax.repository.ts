import { sql, type SQL } from 'drizzle-orm';
import type { SalesTaxBasis } from '@tradeworks/contracts/sales-tax-report';
import type { TenantScope } from '../../db/client';

export interface SalesTaxBounds {
  /** [startAt, endAt): the period's first and last local days in the organization's zone, as instants. */
  startAt: Date;
  endAt: Date;
  basis: SalesTaxBasis;
}

export interface SalesTaxRateSqlRow {
  rate_id: string | null;
  name: string;
  jurisdiction: string | null;
  rate: string;
  invoice_count: number;
  taxable: string;
  non_taxable: string;
  tax: string;
}

export interface SalesTaxTotalsSqlRow {
  invoice_count: number;
  sales: string;
  taxable: string;
  untaxed_count: number;
  untaxed_sales: string;
}

/**
 * The invoices counted, each with the share of it that falls in the period. Accrual: invoices sent in the
 * period (the invoices_issued_idx range, as the revenue report), share 1. Cash: every completed payment (+)
 * and done refund (−) recorded in the period against a sent, paid or overdue invoice, share = amount ÷ the
 * invoice's total — the payment carries that fraction of the invoice's sales and of each tax component.
 */
function countedInvoices(tenantId: string, b: SalesTaxBounds): SQL {
  const start = b.startAt.toISOString();
  const end = b.endAt.toISOString();
  if (b.basis === 'accrual') {
    return sql`select i.id as invoice_id, 1::numeric as share, i.subtotal, i.tax_lines
      from invoices i
      where i.tenant_id = ${tenantId} and i.status in ('sent', 'paid', 'overdue')
        and coalesce(i.sent_at, i.created_at) >= ${start}::timestamptz
        and coalesce(i.sent_at, i.created_at) < ${end}::timestamptz`;
  }
  return sql`select i.id as invoice_id,
      (case when p.refund_of_id is null then p.amount else -p.amount end) / i.total as share,
      i.subtotal, i.tax_lines
    from payments p
    join invoices i on i.tenant_id = p.tenant_id and i.id = p.invoice_id
    where p.tenant_id = ${tenantId} and p.paid_at >= ${start}::timestamptz and p.paid_at < ${end}::timestamptz
      and ((p.refund_of_id is null and p.status = 'completed') or (p.refund_of_id is not null and p.status = 'refunded'))
      and i.status in ('sent', 'paid', 'overdue') and i.total > 0`;
}

/**
 * Per tax component as stored on the invoices (rate record, name, jurisdiction, rate): its taxable sales, the
 * invoices' other sales, and its tax — each invoice's (or payment's) share rounded to cents once per component,
 * half away from zero (PostgreSQL's round of numeric), so the rows add up to the totals exactly.
 */
export async function salesTaxByRate(
  { tx, tenantId }: TenantScope,
  b: SalesTaxBounds,
): Promise<SalesTaxRateSqlRow[]> {
  const result = await tx.execute<SalesTaxRateSqlRow & Record<string, unknown>>(sql`
    with counted as (${countedInvoices(tenantId, b)}),
    parts as (
      select c.invoice_id, line->>'rateId' as rate_id, line->>'name' as name,
        line->>'jurisdiction' as jurisdiction, (line->>'rate')::numeric(8,4)::text as rate,
        round(c.subtotal * c.share, 2) as sales,
        round((line->>'taxableAmount')::numeric * c.share, 2) as taxable,
        round((line->>'amount')::numeric * c.share, 2) as tax
      from counted c cross join lateral jsonb_array_elements(c.tax_lines) as line
    )
    select rate_id, name, jurisdiction, rate, count(distinct invoice_id)::int as invoice_count,
      sum(taxable)::numeric(16,2)::text as taxable,
      sum(sales - taxable)::numeric(16,2)::text as non_taxable,
      sum(tax)::numeric(16,2)::text as tax
    from parts
    group by rate_id, name, jurisdiction, rate
    order by jurisdiction nulls last, name, rate`);
  return result.rows;
}

/** Every counted invoice once: its sales, the taxable part (the same for all its components), and those untaxed. */
export async function salesTaxTotals(
  { tx, tenantId }: TenantScope,
  b: SalesTaxBounds,
): Promise<SalesTaxTotalsSqlRow> {
  const result = await tx.execute<SalesTaxTotalsSqlRow & Record<string, unknown>>(sql`
    with counted as (${countedInvoices(tenantId, b)}),
    shares as (
      select invoice_id, jsonb_array_length(tax_lines) = 0 as untaxed,
        round(subtotal * share, 2) as sales,
        round(coalesce((tax_lines->0->>'taxableAmount')::numeric, 0) * share, 2) as taxable
      from counted
    )
    select count(distinct invoice_id)::int as invoice_count,
      coalesce(sum(sales), 0)::numeric(16,2)::text as sales,
      coalesce(sum(taxable), 0)::numeric(16,2)::text as taxable,
      count(distinct invoice_id) filter (where untaxed)::int as untaxed_count,
      coalesce(sum(sales) filter (where untaxed), 0)::numeric(16,2)::text as untaxed_sales
    from shares`);
  return result.rows[0]!;
}
