import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { centsToString, toCents } from '@tradeworks/contracts/money';
import type { InvoiceStatus } from '@tradeworks/contracts/invoices';
import type { QuoteStatus } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { invoiceCounts, invoices, quoteCounts, quotes } from '../../db/schema';
import { tenantToday } from '../../platform/tenant-clock';

/*
 * The one place where time turns stored states into what people read (DESIGN.md §6): a sent quote past
 * validUntil is expired, a sent invoice past its due date is overdue. Lists, details, filters and summaries
 * all use these expressions, so no background job has to flip rows and nothing can disagree.
 * Each filter predicate says the same as `<status expression> = status`, written so the status indexes
 * serve it; the list totals without a search come from trigger-kept counts of stored statuses plus the few
 * sent documents still in date (all checked against the CASE expression in document-status.test.ts).
 */

const quoteLapsed = sql`(${quotes.status} = 'sent' and ${quotes.validUntil} < now())`;
const invoiceLapsed = sql`(${invoices.status} = 'sent' and ${invoices.dueDate} < ${tenantToday})`;

/** The status a quote reads as. */
export const quoteStatusSql = sql<QuoteStatus>`(case when ${quoteLapsed} then 'expired' else ${quotes.status}::text end)`;

/** The status an invoice reads as. */
export const invoiceStatusSql = sql<InvoiceStatus>`(case when ${invoiceLapsed} then 'overdue' else ${invoices.status}::text end)`;

/** Quotes reading as `status`. */
export function quoteStatusIs(status: QuoteStatus): SQL {
  if (status === 'expired') return or(eq(quotes.status, 'expired'), quoteLapsed)!;
  if (status === 'sent') {
    return sql`(${quotes.status} = 'sent' and (${quotes.validUntil} is null or ${quotes.validUntil} >= now()))`;
  }
  return eq(quotes.status, status);
}

/** Invoices reading as `status`. */
export function invoiceStatusIs(status: InvoiceStatus): SQL {
  if (status === 'overdue') return or(eq(invoices.status, 'overdue'), invoiceLapsed)!;
  if (status === 'sent') {
    return sql`(${invoices.status} = 'sent' and (${invoices.dueDate} is null or ${invoices.dueDate} >= ${tenantToday}))`;
  }
  return eq(invoices.status, status);
}

type Tx = TenantScope['tx'];
const sumCents = (values: string[]) => centsToString(values.reduce((sum, v) => sum + toCents(v), 0n));

/** Sent quotes still valid: the only part of the derived status that needs the rows (a small index range). */
async function liveSentQuotes(tx: Tx, tenantId: string, archived?: boolean): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(quotes)
    .where(
      and(
        eq(quotes.tenantId, tenantId),
        archived === undefined ? undefined : eq(quotes.isArchived, archived),
        quoteStatusIs('sent'),
      ),
    );
  return row.n;
}

async function storedQuoteCounts(tx: Tx, tenantId: string, archived?: boolean) {
  const rows = await tx
    .select({
      status: quoteCounts.status,
      count: sql<number>`sum(${quoteCounts.count})::int`,
      total: sql<string>`sum(${quoteCounts.total})::text`,
    })
    .from(quoteCounts)
    .where(
      and(
        eq(quoteCounts.tenantId, tenantId),
        archived === undefined ? undefined : eq(quoteCounts.isArchived, archived),
      ),
    )
    .groupBy(quoteCounts.status);
  const of = (status: QuoteStatus) => rows.find((row) => row.status === status)?.count ?? 0;
  return { rows, of, all: rows.reduce((sum, row) => sum + row.count, 0) };
}

/**
 * How many quotes (open or archived) read as `status` (all when undefined), from the kept counts of stored
 * statuses: expired = stored expired + stored sent − sent ones still valid.
 */
export async function countQuotesReadingAs(
  { tx, tenantId }: TenantScope,
  archived: boolean,
  status?: QuoteStatus,
): Promise<number> {
  const stored = await storedQuoteCounts(tx, tenantId, archived);
  if (!status) return stored.all;
  if (status !== 'sent' && status !== 'expired') return stored.of(status);
  const live = await liveSentQuotes(tx, tenantId, archived);
  return status === 'sent' ? live : stored.of('expired') + stored.of('sent') - live;
}

/** The quote cards: every quote's total, and how many read as sent, draft, approved, sent-or-later. */
export async function tallyQuotes({ tx, tenantId }: TenantScope) {
  const stored = await storedQuoteCounts(tx, tenantId);
  return {
    totalQuoted: sumCents(stored.rows.map((row) => row.total)),
    sentCount: await liveSentQuotes(tx, tenantId),
    draftCount: stored.of('draft'),
    approvedCount: stored.of('approved') + stored.of('accepted'),
    sentOrLaterCount: stored.all - stored.of('draft'),
  };
}

async function storedInvoiceCounts(tx: Tx, tenantId: string) {
  const rows = await tx
    .select({
      status: invoiceCounts.status,
      count: invoiceCounts.count,
      total: invoiceCounts.total,
      paid: invoiceCounts.amountPaid,
    })
    .from(invoiceCounts)
    .where(eq(invoiceCounts.tenantId, tenantId));
  const of = (status: InvoiceStatus) =>
    rows.find((row) => row.status === status) ?? { count: 0, total: '0', paid: '0' };
  return { rows, of, all: rows.reduce((sum, row) => sum + row.count, 0) };
}

/** Sent invoices not yet due: count, sum of totals and of amounts paid (a small index range). */
async function liveSentInvoices(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${invoices.total}), 0)::text`,
      paid: sql<string>`coalesce(sum(${invoices.amountPaid}), 0)::text`,
    })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), invoiceStatusIs('sent')));
  return row;
}

/** How many invoices read as `status` (all when undefined); overdue = stored overdue + stored sent − not yet due. */
export async function countInvoicesReadingAs(
  { tx, tenantId }: TenantScope,
  status?: InvoiceStatus,
): Promise<number> {
  const stored = await storedInvoiceCounts(tx, tenantId);
  if (!status) return stored.all;
  if (status !== 'sent' && status !== 'overdue') return stored.of(status).count;
  const live = (await liveSentInvoices(tx, tenantId)).count;
  return status === 'sent' ? live : stored.of('overdue').count + stored.of('sent').count - live;
}

/** The invoice cards over issued invoices (sent, overdue, paid): invoiced, paid, and what is owed on overdue ones. */
export async function tallyInvoices({ tx, tenantId }: TenantScope) {
  const stored = await storedInvoiceCounts(tx, tenantId);
  const issued = (['sent', 'overdue', 'paid'] as const).map(stored.of);
  const live = await liveSentInvoices(tx, tenantId);
  const lapsed = [stored.of('overdue'), stored.of('sent')];
  const owed =
    toCents(sumCents(lapsed.map((r) => r.total))) -
    toCents(sumCents(lapsed.map((r) => r.paid))) -
    (toCents(live.total) - toCents(live.paid));
  return {
    totalInvoiced: sumCents(issued.map((r) => r.total)),
    paid: sumCents(issued.map((r) => r.paid)),
    overdue: centsToString(owed),
    overdueCount: stored.of('overdue').count + stored.of('sent').count - live.count,
  };
}
