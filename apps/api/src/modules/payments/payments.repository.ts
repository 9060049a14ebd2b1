import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { toCents } from '@tradeworks/contracts/money';
import type { PaymentListQuery } from '@tradeworks/contracts/payments';
import type { TenantScope } from '../../db/client';
import { paymentCounts, paymentFullyRefundedCounts, payments } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';
import { rangeBound, tenantTimeZone } from '../../platform/tenant-clock';
import { toDbMethod } from './payment-method-names';

/** Sum of done refunds of the outer `payments` row (the refund index makes it one lookup per row). */
const refundedSql = sql<string>`coalesce((select sum(r.amount) from payments r where r.tenant_id = "payments"."tenant_id" and r.refund_of_id = "payments"."id" and r.status = 'refunded'), 0)`;

/** The quote of a deposit row (one primary-key lookup per row; null for invoice payments). */
const quoteNumberSql = sql<
  string | null
>`(select q.quote_number from quotes q where q.tenant_id = "payments"."tenant_id" and q.id = "payments"."quote_id")`;

const paymentColumns = {
  id: payments.id,
  invoiceId: payments.invoiceId,
  invoiceNumber: payments.invoiceNumber,
  clientId: payments.clientId,
  clientName: payments.clientName,
  amount: payments.amount,
  method: payments.method,
  status: payments.status,
  paidAt: payments.paidAt,
  transactionId: payments.transactionId,
  stripePaymentIntentId: payments.stripePaymentIntentId,
  stripeRefundId: payments.stripeRefundId,
  failureReason: payments.failureReason,
  idempotencyKey: payments.idempotencyKey,
  refundOfId: payments.refundOfId,
  quoteId: payments.quoteId,
  notes: payments.notes,
  createdAt: payments.createdAt,
  refunded: refundedSql,
  quoteNumber: quoteNumberSql,
};

export type PaymentRow = Omit<typeof payments.$inferSelect, 'tenantId' | 'createdBy' | 'searchText'> & {
  refunded: string;
  quoteNumber: string | null;
};

const byId = (tenantId: string, id: string) => and(eq(payments.tenantId, tenantId), eq(payments.id, id));

function statusFilter(status: PaymentListQuery['status']): SQL | undefined {
  if (!status) return undefined;
  if (status === 'refunded')
    return sql`${payments.status} = 'completed' and ${refundedSql} >= ${payments.amount}`;
  if (status === 'completed')
    return sql`${payments.status} = 'completed' and ${refundedSql} < ${payments.amount}`;
  return eq(payments.status, status);
}

/** One page of payments (refund rows are shown under their payment), newest payment date first. */
export async function listPaymentRows(
  scope: TenantScope,
  query: PaymentListQuery,
): Promise<Page<PaymentRow>> {
  const { tx, tenantId } = scope;
  // Day filters are the organization's days: from its midnight to the next.
  const zone = query.from || query.to ? await tenantTimeZone(scope) : 'UTC';
  const narrowed = [
    searchTextMatches(payments.searchText, query.search),
    statusFilter(query.status),
    query.method ? eq(payments.method, toDbMethod(query.method)) : undefined,
    query.from ? gte(payments.paidAt, rangeBound(query.from, zone, 'from')) : undefined,
    query.to ? lt(payments.paidAt, rangeBound(query.to, zone, 'to')) : undefined,
  ].filter(Boolean) as SQL[];
  const where = and(eq(payments.tenantId, tenantId), isNull(payments.refundOfId), ...narrowed);
  const items = await tx
    .select(paymentColumns)
    .from(payments)
    .where(where)
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(query.limit)
    .offset(query.offset);
  // Unfiltered, the total is the kept count; a filter narrows the rows, counted directly.
  const total = narrowed.length
    ? (await tx.select({ total: count() }).from(payments).where(where))[0].total
    : await countPayments(scope);
  return { items: items as PaymentRow[], total };
}

async function countPayments({ tx, tenantId }: TenantScope): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentCounts.count}), 0)` })
    .from(paymentCounts)
    .where(and(eq(paymentCounts.tenantId, tenantId), eq(paymentCounts.isRefund, false)));
  return Number(row.total);
}

export type PaymentCountRow = {
  status: PaymentRow['status'];
  isRefund: boolean;
  count: number;
  amount: string;
};

function paymentCountRows({ tx, tenantId }: TenantScope): Promise<PaymentCountRow[]> {
  return tx
    .select({
      status: paymentCounts.status,
      isRefund: paymentCounts.isRefund,
      count: paymentCounts.count,
      amount: paymentCounts.amount,
    })
    .from(paymentCounts)
    .where(eq(paymentCounts.tenantId, tenantId));
}

/**
 * Completed payments whose refunds add up to their whole amount: money that was received and given back, so
 * the Completed card does not count them. Kept by triggers on the refund rows (migration 0053).
 */
async function fullyRefundedCount({ tx, tenantId }: TenantScope): Promise<number> {
  const [row] = await tx
    .select({ count: paymentFullyRefundedCounts.count })
    .from(paymentFullyRefundedCounts)
    .where(eq(paymentFullyRefundedCounts.tenantId, tenantId));
  return row?.count ?? 0;
}

/** What the summary cards are made of: the kept counters, never the ledger rows. */
export async function paymentSummaryCounts(scope: TenantScope) {
  return { rows: await paymentCountRows(scope), fullyRefunded: await fullyRefundedCount(scope) };
}

/** A ledger row of the tenant; `lock` holds it until the transaction ends (refunds, provider verdicts). */
export async function findPaymentRow(
  { tx, tenantId }: TenantScope,
  id: string,
  lock = false,
): Promise<PaymentRow | undefined> {
  if (lock) await tx.select({ id: payments.id }).from(payments).where(byId(tenantId, id)).for('update');
  const [row] = await tx.select(paymentColumns).from(payments).where(byId(tenantId, id));
  return row as PaymentRow | undefined;
}

export async function findPaymentByIdempotencyKey(
  { tx, tenantId }: TenantScope,
  key: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select(paymentColumns)
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.idempotencyKey, key)));
  return row as PaymentRow | undefined;
}

/** Refund rows of the given payments, oldest first. */
export function listRefundRows({ tx, tenantId }: TenantScope, paymentIds: string[]): Promise<PaymentRow[]> {
  if (!paymentIds.length) return Promise.resolve([]);
  return tx
    .select(paymentColumns)
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        sql`${payments.refundOfId} in (${sql.join(
          paymentIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id)) as Promise<PaymentRow[]>;
}

/** Payment rows of one invoice, newest first. */
export function listInvoicePaymentRows(
  { tx, tenantId }: TenantScope,
  invoiceId: string,
): Promise<PaymentRow[]> {
  return tx
    .select(paymentColumns)
    .from(payments)
    .where(
      and(eq(payments.tenantId, tenantId), eq(payments.invoiceId, invoiceId), isNull(payments.refundOfId)),
    )
    .orderBy(desc(payments.paidAt), desc(payments.id)) as Promise<PaymentRow[]>;
}

/** What is left to refund on a payment: its amount less refunds done or under way. */
export async function refundableCents({ tx, tenantId }: TenantScope, payment: PaymentRow): Promise<bigint> {
  const [row] = await tx
    .select({ taken: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        eq(payments.refundOfId, payment.id),
        sql`${payments.status} in ('refunded', 'pending', 'processing')`,
      ),
    );
  return toCents(payment.amount) - toCents(row.taken);
}

/**
 * Card payments still waiting for the provider: their amount is spoken for. Of an invoice, or of a quote's
 * deposit not invoiced yet.
 */
export async function inFlightCents(
  { tx, tenantId }: TenantScope,
  document: { invoiceId: string } | { quoteId: string },
): Promise<bigint> {
  const [row] = await tx
    .select({ amount: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, tenantId),
        'invoiceId' in document
          ? eq(payments.invoiceId, document.invoiceId)
          : and(eq(payments.quoteId, document.quoteId), isNull(payments.invoiceId)),
        isNull(payments.refundOfId),
        sql`${payments.status} in ('pending', 'processing')`,
      ),
    );
  return toCents(row.amount);
}

export type PaymentInsert = Omit<typeof payments.$inferInsert, 'tenantId' | 'id' | 'searchText'>;

export async function insertPaymentRow(
  { tx, tenantId }: TenantScope,
  values: PaymentInsert,
): Promise<string> {
  const [row] = await tx
    .insert(payments)
    .values({ ...values, tenantId })
    .returning({ id: payments.id });
  return row.id;
}

/** The provider's verdict on a pending card payment or refund (the one update the ledger allows). */
export async function settleProviderStatus(
  { tx, tenantId }: TenantScope,
  id: string,
  set: Pick<
    Partial<PaymentInsert>,
    'status' | 'failureReason' | 'transactionId' | 'stripePaymentIntentId' | 'stripeRefundId'
  >,
): Promise<void> {
  await tx.update(payments).set(set).where(byId(tenantId, id));
}

/**
 * Recomputes the invoice's amount paid from the ledger (completed payments less done refunds) in SQL, and
 * moves its stored status with the balance: sent → paid when nothing is owed, paid → sent when it is again.
 * The invoice_counts triggers see this update, so their sums stay right. Returns the old and new status.
 */
export async function applyLedgerToInvoice(
  { tx, tenantId }: TenantScope,
  invoiceId: string,
  paidAt: Date,
): Promise<{ amountPaid: string; total: string; from: string; to: string }> {
  const result = await tx.execute<{
    amount_paid: string;
    total: string;
    from_status: string;
    to_status: string;
  }>(sql`
    with ledger as (
      select coalesce(sum(case when refund_of_id is null then amount else -amount end), 0) as paid
      from payments
      where tenant_id = ${tenantId} and invoice_id = ${invoiceId}
        and ((refund_of_id is null and status = 'completed') or (refund_of_id is not null and status = 'refunded'))
    ), before as (
      select status from invoices where tenant_id = ${tenantId} and id = ${invoiceId}
    )
    update invoices i set
      amount_paid = ledger.paid,
      status = case
        when i.status in ('sent', 'overdue') and ledger.paid >= i.total then 'paid'::invoice_status
        when i.status = 'paid' and ledger.paid < i.total then 'sent'::invoice_status
        else i.status end,
      paid_date = case
        when i.status in ('sent', 'overdue') and ledger.paid >= i.total then ${paidAt.toISOString()}::timestamptz
        when i.status = 'paid' and ledger.paid < i.total then null
        else i.paid_date end,
      updated_at = now()
    from ledger, before
    where i.tenant_id = ${tenantId} and i.id = ${invoiceId}
    returning i.amount_paid, i.total, before.status as from_status, i.status as to_status`);
  const row = result.rows[0];
  return { amountPaid: row.amount_paid, total: row.total, from: row.from_status, to: row.to_status };
}
