import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { InvoiceListQuery, InvoiceStatus } from '@tradeworks/contracts/invoices';
import type { TenantScope } from '../../db/client';
import { invoices, quotes } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';
import { countInvoicesReadingAs, invoiceStatusIs, invoiceStatusSql } from '../sales-documents/public';

const invoiceColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  clientId: invoices.clientId,
  clientName: invoices.clientName,
  locationId: invoices.locationId,
  quoteId: invoices.quoteId,
  stripeCustomerId: invoices.stripeCustomerId,
  stripeInvoiceId: invoices.stripeInvoiceId,
  status: invoiceStatusSql,
  subtotal: invoices.subtotal,
  taxRate: invoices.taxRate,
  taxAmount: invoices.taxAmount,
  taxGroupId: invoices.taxGroupId,
  taxLines: invoices.taxLines,
  taxRecomputedAt: invoices.taxRecomputedAt,
  total: invoices.total,
  amountPaid: invoices.amountPaid,
  dueDate: invoices.dueDate,
  paidDate: invoices.paidDate,
  sentAt: invoices.sentAt,
  notes: invoices.notes,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
};

/** An invoice as read: `status` is the derived one (overdue when past due). */
export type InvoiceRow = Omit<Pick<typeof invoices.$inferSelect, keyof typeof invoiceColumns>, 'status'> & {
  status: InvoiceStatus;
};

const byId = (tenantId: string, id: string) => and(eq(invoices.tenantId, tenantId), eq(invoices.id, id));

/** One page of invoices, newest first, with the total of the same filter. */
export async function listInvoices(scope: TenantScope, query: InvoiceListQuery): Promise<Page<InvoiceRow>> {
  const { tx, tenantId } = scope;
  const filters: Array<SQL | undefined> = [
    eq(invoices.tenantId, tenantId),
    searchTextMatches(invoices.searchText, query.search),
    query.status ? invoiceStatusIs(query.status) : undefined,
  ];
  const where = and(...filters);
  const items = await tx
    .select(invoiceColumns)
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(query.limit)
    .offset(query.offset);
  // Without a search the total comes from the kept counts; a search narrows to few rows, counted directly.
  const total = query.search?.trim()
    ? (await tx.select({ total: count() }).from(invoices).where(where))[0].total
    : await countInvoicesReadingAs(scope, query.status);
  return { items: items as InvoiceRow[], total };
}

/** An invoice of the tenant; `lock` holds its row until the transaction ends (transitions). */
export async function findInvoice(
  { tx, tenantId }: TenantScope,
  id: string,
  lock = false,
): Promise<InvoiceRow | undefined> {
  const query = tx.select(invoiceColumns).from(invoices).where(byId(tenantId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row as InvoiceRow | undefined;
}

export type InvoiceInsert = Omit<typeof invoices.$inferInsert, 'tenantId' | 'id'>;

export async function insertInvoice({ tx, tenantId }: TenantScope, values: InvoiceInsert): Promise<string> {
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, tenantId })
    .returning({ id: invoices.id });
  return row.id;
}

export async function updateInvoiceRow(
  { tx, tenantId }: TenantScope,
  id: string,
  set: Partial<InvoiceInsert>,
): Promise<void> {
  await tx.update(invoices).set(set).where(byId(tenantId, id));
}

/** The invoice number of `id`, for messages and the quote's detail. */
export async function findInvoiceNumber(
  { tx, tenantId }: TenantScope,
  id: string,
): Promise<string | undefined> {
  const [row] = await tx.select({ number: invoices.invoiceNumber }).from(invoices).where(byId(tenantId, id));
  return row?.number;
}

/** The number of the quote an invoice was converted from, for the invoice's detail. */
export async function findSourceQuoteNumber(
  { tx, tenantId }: TenantScope,
  quoteId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: quotes.quoteNumber })
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quoteId)));
  return row?.number;
}

/**
 * Deletes the given invoices that are still drafts (never sent, so no client saw them) with their lines;
 * answers the numbers deleted. Used when what made them goes (a service agreement deleted).
 */
export async function deleteDraftInvoices(scope: TenantScope, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const deleted = await scope.tx
    .delete(invoices)
    .where(
      and(eq(invoices.tenantId, scope.tenantId), inArray(invoices.id, ids), eq(invoices.status, 'draft')),
    )
    .returning({ number: invoices.invoiceNumber });
  return deleted.map((d) => d.number);
}
