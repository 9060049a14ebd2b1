import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';

/** A period of the organization's calendar as instants [startAt, endAt), and its zone. */
export interface ExportPeriod {
  startAt: Date;
  endAt: Date;
  zone: string;
}

export interface ExportInvoiceLine {
  invoice_id: string;
  invoice_number: string;
  client_name: string;
  client_email: string | null;
  /** Local day it was issued (sent, else created) and due (the issue day when it has none). */
  issued_on: string;
  due_on: string;
  quote_number: string | null;
  notes: string | null;
  invoice_total: string;
  invoice_tax: string;
  description: string;
  quantity: string;
  rate: string;
  amount: string;
  taxable: boolean;
}

/**
 * The lines of the invoices issued in the period — revenue.repository's rule: sent, paid or overdue (cancelled
 * is void, drafts are not issued), counted on coalesce(sent_at, created_at) — in issue order, lines in theirs.
 */
export async function invoiceLinesIssued(
  { tx, tenantId }: TenantScope,
  p: ExportPeriod,
): Promise<ExportInvoiceLine[]> {
  const result = await tx.execute<ExportInvoiceLine & Record<string, unknown>>(sql`
    select i.id as invoice_id, i.invoice_number, i.client_name, c.email as client_email,
      (coalesce(i.sent_at, i.created_at) at time zone ${p.zone})::date::text as issued_on,
      coalesce(i.due_date, (coalesce(i.sent_at, i.created_at) at time zone ${p.zone})::date)::text as due_on,
      q.quote_number, i.notes, i.total::text as invoice_total, i.tax_amount::text as invoice_tax,
      -- An invoice without lines is still one row, of its subtotal, so its total is not lost.
      coalesce(l.description, 'Invoice ' || i.invoice_number) as description,
      coalesce(l.quantity, 1)::text as quantity, coalesce(l.rate, i.subtotal)::text as rate,
      coalesce(l.total, i.subtotal)::text as amount, coalesce(l.taxable, true) as taxable
    from invoices i
    left join invoice_line_items l on l.tenant_id = i.tenant_id and l.invoice_id = i.id
    left join clients c on c.tenant_id = i.tenant_id and c.id = i.client_id
    left join quotes q on q.tenant_id = i.tenant_id and q.id = i.quote_id
    where i.tenant_id = ${tenantId} and i.status in ('sent', 'paid', 'overdue')
      and coalesce(i.sent_at, i.created_at) >= ${p.startAt.toISOString()}::timestamptz
      and coalesce(i.sent_at, i.created_at) < ${p.endAt.toISOString()}::timestamptz
    order by coalesce(i.sent_at, i.created_at), i.invoice_number, l.sort_order, l.id`);
  return result.rows;
}

export interface ExportLedgerRow {
  paid_on: string;
  /** Positive for a payment, negative for a refund. */
  amount: string;
  is_refund: boolean;
  method: string;
  client_name: string;
  invoice_number: string | null;
  quote_number: string | null;
  transaction_id: string | null;
}

/**
 * The ledger rows recorded in the period — revenue.repository's rule: completed payments (quote deposits
 * included) and done refunds, on paid_at — oldest first.
 */
export async function ledgerRowsRecorded(
  { tx, tenantId }: TenantScope,
  p: ExportPeriod,
): Promise<ExportLedgerRow[]> {
  const result = await tx.execute<ExportLedgerRow & Record<string, unknown>>(sql`
    select (p.paid_at at time zone ${p.zone})::date::text as paid_on,
      (case when p.refund_of_id is null then p.amount else -p.amount end)::numeric(16,2)::text as amount,
      p.refund_of_id is not null as is_refund, p.method::text as method, p.client_name,
      p.invoice_number, q.quote_number, p.transaction_id
    from payments p
    left join quotes q on q.tenant_id = p.tenant_id and q.id = p.quote_id
    where p.tenant_id = ${tenantId}
      and ((p.refund_of_id is null and p.status = 'completed') or (p.refund_of_id is not null and p.status = 'refunded'))
      and p.paid_at >= ${p.startAt.toISOString()}::timestamptz and p.paid_at < ${p.endAt.toISOString()}::timestamptz
    order by p.paid_at, p.id`);
  return result.rows;
}
