import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { ClientContactCreateData } from '@tradeworks/contracts/clients';
import type { TenantScope } from '../../db/client';
import { clientContacts, serviceJobs } from '../../db/schema';
import type { Page } from '../../http/paging';

/** A client's contact log and service history; both are per-client and small, so the total rides along. */

export type ClientContactRow = typeof clientContacts.$inferSelect;

const pageOf = <T extends { total: number }>(rows: T[]): Page<Omit<T, 'total'>> => ({
  items: rows.map(({ total: _t, ...row }) => row),
  total: rows.length ? Number(rows[0].total) : 0,
});

export async function listContactRows(
  { tx, tenantId }: TenantScope,
  clientId: string,
  page: { limit: number; offset: number },
) {
  const rows = await tx
    .select({ contact: clientContacts, total: sql<number>`count(*) over ()` })
    .from(clientContacts)
    .where(and(eq(clientContacts.tenantId, tenantId), eq(clientContacts.clientId, clientId)))
    .orderBy(desc(clientContacts.createdAt), desc(clientContacts.id))
    .limit(page.limit)
    .offset(page.offset);
  if (!rows.length && page.offset > 0)
    return { items: [], total: await countContacts({ tx, tenantId, userId: null }, clientId) };
  const result = pageOf(rows);
  return { items: result.items.map((r) => r.contact), total: result.total };
}

async function countContacts({ tx, tenantId }: TenantScope, clientId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(clientContacts)
    .where(and(eq(clientContacts.tenantId, tenantId), eq(clientContacts.clientId, clientId)));
  return Number(row.n);
}

export async function insertContact(
  { tx, tenantId, userId }: TenantScope,
  clientId: string,
  data: ClientContactCreateData,
) {
  const [row] = await tx
    .insert(clientContacts)
    .values({ ...data, tenantId, clientId, createdBy: userId })
    .returning();
  return row;
}

/** Scheduled and completed jobs of the client (not cancelled ones), newest first. */
export async function listServiceHistoryRows(
  { tx, tenantId }: TenantScope,
  clientId: string,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(serviceJobs.tenantId, tenantId),
    eq(serviceJobs.clientId, clientId),
    ne(serviceJobs.status, 'cancelled'),
  );
  const rows = await tx
    .select({
      id: serviceJobs.id,
      jobNumber: serviceJobs.jobNumber,
      description: sql<string>`coalesce(nullif(trim(${serviceJobs.description}), ''), ${serviceJobs.serviceType})`,
      serviceType: serviceJobs.serviceType,
      scheduledDate: serviceJobs.scheduledDate,
      status: serviceJobs.status,
      completedAt: serviceJobs.completedAt,
      total: sql<number>`count(*) over ()`,
    })
    .from(serviceJobs)
    .where(where)
    .orderBy(desc(serviceJobs.scheduledDate), desc(serviceJobs.id))
    .limit(page.limit)
    .offset(page.offset);
  if (rows.length || page.offset === 0) return pageOf(rows);
  const [count] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(serviceJobs)
    .where(where);
  return { items: [], total: Number(count.n) };
}
