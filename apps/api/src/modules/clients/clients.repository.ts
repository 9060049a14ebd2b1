import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { clients } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';
import type { ClientListQuery } from './clients.schemas';

export type ClientRow = typeof clients.$inferSelect;

/** One page of the tenant's clients, sorted by name, with the total of the same filter. */
export async function listClients({ tx, tenantId }: TenantScope, query: ClientListQuery): Promise<Page<ClientRow>> {
  const filters: Array<SQL | undefined> = [
    eq(clients.tenantId, tenantId),
    searchTextMatches(clients.searchText, query.search),
    query.status ? eq(clients.status, query.status) : undefined,
    query.clientType ? eq(clients.clientType, query.clientType) : undefined,
  ];
  const where = and(...filters);
  const [items, [{ total }]] = await Promise.all([
    tx.select().from(clients).where(where).orderBy(asc(clients.name), asc(clients.id)).limit(query.limit).offset(query.offset),
    tx.select({ total: count() }).from(clients).where(where),
  ]);
  return { items, total };
}
