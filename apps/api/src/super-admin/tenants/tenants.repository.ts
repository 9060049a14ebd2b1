import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { clientCounts, memberships, serviceJobCounts, tenants, users } from '../../db/schema';
import type { MembershipRole } from '@tradeworks/contracts/permissions';
import type { PageQuery } from '@tradeworks/contracts/paging';
import { containsPattern } from '../../http/paging';

export type TenantInsert = typeof tenants.$inferInsert;
export type TenantRow = typeof tenants.$inferSelect;
export interface TenantStats {
  users: number;
  clients: number;
  serviceJobs: number;
}

export async function insertTenant(tx: Tx, data: TenantInsert): Promise<TenantRow> {
  const [row] = await tx.insert(tenants).values(data).returning();
  return row;
}

export async function insertUser(tx: Tx, data: typeof users.$inferInsert) {
  const [row] = await tx
    .insert(users)
    .values({ ...data, email: data.email.toLowerCase() })
    .returning();
  return row;
}

export async function insertMembership(
  tx: Tx,
  data: {
    tenantId: string;
    userId: string;
    role: MembershipRole;
    isDefault?: boolean;
    status?: 'pending' | 'accepted';
  },
) {
  const [row] = await tx.insert(memberships).values(data).returning();
  return row;
}

export function findTenantById(tx: Tx, id: string) {
  return tx.query.tenants.findFirst({ where: eq(tenants.id, id) });
}

export function findTenantsByIds(tx: Tx, ids: string[]) {
  return ids.length ? tx.select().from(tenants).where(inArray(tenants.id, ids)) : Promise.resolve([]);
}

/** Whether another tenant than `exceptId` already uses `slug`. */
export async function isSlugTaken(tx: Tx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.slug, slug), exceptId ? ne(tenants.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function updateTenant(tx: Tx, id: string, data: Partial<TenantInsert>): Promise<TenantRow> {
  const [row] = await tx.update(tenants).set(data).where(eq(tenants.id, id)).returning();
  return row;
}

function tenantSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(tenants.name, pattern), ilike(tenants.slug, pattern), ilike(tenants.domain, pattern));
}

/** One page of tenants, newest first, searched on name, slug or domain, with the total for X-Total-Count. */
export async function listTenants(tx: Tx, query: PageQuery): Promise<{ rows: TenantRow[]; total: number }> {
  const where = tenantSearch(query.search);
  const rows = await tx
    .select()
    .from(tenants)
    .where(where)
    .orderBy(desc(tenants.createdAt), desc(tenants.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await tx.select({ total: count() }).from(tenants).where(where);
  return { rows, total };
}

/**
 * Users, clients and service jobs per tenant for a whole page in one round trip: memberships counted, clients
 * and jobs summed from their trigger-kept counter rows (a few rows per tenant instead of every client and job of
 * the page's tenants), glued with UNION ALL (no query per tenant).
 */
export async function countTenantStats(tx: Tx, tenantIds: string[]): Promise<Map<string, TenantStats>> {
  const out = new Map<string, TenantStats>(
    tenantIds.map((id) => [id, { users: 0, clients: 0, serviceJobs: 0 }]),
  );
  if (!tenantIds.length) return out;
  const tally = (kind: keyof TenantStats, table: typeof clientCounts | typeof serviceJobCounts) =>
    tx
      .select({
        tenantId: table.tenantId,
        kind: sql<keyof TenantStats>`${kind}::text`.as('kind'),
        n: sql<number>`sum(${table.count})::int`.as('n'),
      })
      .from(table)
      .where(inArray(table.tenantId, tenantIds))
      .groupBy(table.tenantId);
  const rows = await tx
    .select({
      tenantId: memberships.tenantId,
      kind: sql<keyof TenantStats>`'users'::text`.as('kind'),
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(memberships)
    .where(and(inArray(memberships.tenantId, tenantIds), eq(memberships.status, 'accepted')))
    .groupBy(memberships.tenantId)
    .unionAll(tally('clients', clientCounts))
    .unionAll(tally('serviceJobs', serviceJobCounts));
  for (const row of rows) out.get(row.tenantId)![row.kind] = Number(row.n);
  return out;
}
