import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { QuoteListQuery, QuoteStatus } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { quotes } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';
import { countQuotesReadingAs, quoteStatusIs, quoteStatusSql } from '../sales-documents/public';

const quoteColumns = {
  id: quotes.id,
  quoteNumber: quotes.quoteNumber,
  clientId: quotes.clientId,
  clientName: quotes.clientName,
  locationId: quotes.locationId,
  projectType: quotes.projectType,
  status: quoteStatusSql,
  isArchived: quotes.isArchived,
  subtotal: quotes.subtotal,
  taxRate: quotes.taxRate,
  taxAmount: quotes.taxAmount,
  taxGroupId: quotes.taxGroupId,
  taxLines: quotes.taxLines,
  taxRecomputedAt: quotes.taxRecomputedAt,
  total: quotes.total,
  validUntil: quotes.validUntil,
  notes: quotes.notes,
  depositType: quotes.depositType,
  depositValue: quotes.depositValue,
  sentAt: quotes.sentAt,
  approvedAt: quotes.approvedAt,
  convertedInvoiceId: quotes.convertedInvoiceId,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
};

/** A quote as read: `status` is the derived one (expired when lapsed). */
export type QuoteRow = Omit<Pick<typeof quotes.$inferSelect, keyof typeof quoteColumns>, 'status'> & {
  status: QuoteStatus;
};

const byId = (tenantId: string, id: string) => and(eq(quotes.tenantId, tenantId), eq(quotes.id, id));

/** One page of open or archived quotes, newest first, with the total of the same filter. */
export async function listQuotes(scope: TenantScope, query: QuoteListQuery): Promise<Page<QuoteRow>> {
  const { tx, tenantId } = scope;
  const filters: Array<SQL | undefined> = [
    eq(quotes.tenantId, tenantId),
    eq(quotes.isArchived, query.archived),
    searchTextMatches(quotes.searchText, query.search),
    query.status ? quoteStatusIs(query.status) : undefined,
  ];
  const where = and(...filters);
  const items = await tx
    .select(quoteColumns)
    .from(quotes)
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(query.limit)
    .offset(query.offset);
  // Without a search the total comes from the kept counts; a search narrows to few rows, counted directly.
  const total = query.search?.trim()
    ? (await tx.select({ total: count() }).from(quotes).where(where))[0].total
    : await countQuotesReadingAs(scope, query.archived, query.status);
  return { items: items as QuoteRow[], total };
}

/** A quote of the tenant; `lock` holds its row until the transaction ends (transitions). */
export async function findQuote(
  { tx, tenantId }: TenantScope,
  id: string,
  lock = false,
): Promise<QuoteRow | undefined> {
  const query = tx.select(quoteColumns).from(quotes).where(byId(tenantId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row as QuoteRow | undefined;
}

export type QuoteInsert = Omit<typeof quotes.$inferInsert, 'tenantId' | 'id'>;

export async function insertQuote({ tx, tenantId }: TenantScope, values: QuoteInsert): Promise<string> {
  const [row] = await tx
    .insert(quotes)
    .values({ ...values, tenantId })
    .returning({ id: quotes.id });
  return row.id;
}

export async function updateQuoteRow(
  { tx, tenantId }: TenantScope,
  id: string,
  set: Partial<QuoteInsert>,
): Promise<void> {
  await tx.update(quotes).set(set).where(byId(tenantId, id));
}

export async function deleteQuoteRow({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx.delete(quotes).where(byId(tenantId, id));
}
