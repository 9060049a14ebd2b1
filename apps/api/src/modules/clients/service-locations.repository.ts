import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceLocationListQuery } from '@tradeworks/contracts/service-locations';
import type { TenantScope } from '../../db/client';
import { serviceJobs, serviceLocations } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';

export type LocationRow = typeof serviceLocations.$inferSelect;
export type LocationInsert = Omit<
  typeof serviceLocations.$inferInsert,
  'tenantId' | 'id' | 'clientId' | 'searchText'
>;

export interface LocationListRow {
  location: LocationRow;
  isDefault: boolean;
  equipmentCount: number;
  jobCount: number;
}

/** The order of a client's locations: active first, then by creation; the first is the default. */
const LOCATION_ORDER = [
  asc(serviceLocations.archived),
  asc(serviceLocations.createdAt),
  asc(serviceLocations.id),
];

// Written with the table's own name: drizzle leaves a single table's columns unqualified, and inside the
// subquery an unqualified name would be the subquery's own row.
const isDefault = sql<boolean>`service_locations.id = (select d.id from service_locations d
  where d.tenant_id = service_locations.tenant_id and d.client_id = service_locations.client_id
  order by d.archived, d.created_at, d.id limit 1)`;

const equipmentCount = sql<number>`(select count(*)::int from equipment e
  where e.tenant_id = service_locations.tenant_id and e.location_id = service_locations.id
    and e.status = 'active')`;
const jobCount = sql<number>`(select count(*)::int from service_jobs j
  where j.tenant_id = service_locations.tenant_id and j.location_id = service_locations.id)`;

/** A client's locations: active ones first, each group in creation order (the first active is the default). */
export async function listLocations(
  { tx, tenantId }: TenantScope,
  clientId: string,
  query: ServiceLocationListQuery,
): Promise<Page<LocationListRow>> {
  const where = and(
    eq(serviceLocations.tenantId, tenantId),
    eq(serviceLocations.clientId, clientId),
    query.includeArchived ? undefined : eq(serviceLocations.archived, false),
    searchTextMatches(serviceLocations.searchText, query.search),
  );
  const [items, [{ total }]] = await Promise.all([
    tx
      .select({ location: serviceLocations, isDefault, equipmentCount, jobCount })
      .from(serviceLocations)
      .where(where)
      .orderBy(...LOCATION_ORDER)
      .limit(query.limit)
      .offset(query.offset),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(serviceLocations)
      .where(where),
  ]);
  return { items, total };
}

/** One location with what its answer shows (default, counts). */
export async function findLocationListRow(
  { tx, tenantId }: TenantScope,
  id: string,
): Promise<LocationListRow | undefined> {
  const [row] = await tx
    .select({ location: serviceLocations, isDefault, equipmentCount, jobCount })
    .from(serviceLocations)
    .where(and(eq(serviceLocations.tenantId, tenantId), eq(serviceLocations.id, id)));
  return row;
}

export async function findLocation(
  { tx, tenantId }: TenantScope,
  id: string,
  options: { clientId?: string; lock?: boolean } = {},
): Promise<LocationRow | undefined> {
  const query = tx
    .select()
    .from(serviceLocations)
    .where(
      and(
        eq(serviceLocations.tenantId, tenantId),
        eq(serviceLocations.id, id),
        options.clientId ? eq(serviceLocations.clientId, options.clientId) : undefined,
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The client's default location: its first active one (the first archived one if all are archived). */
export async function findDefaultLocation(
  { tx, tenantId }: TenantScope,
  clientId: string,
): Promise<LocationRow | undefined> {
  const [row] = await tx
    .select()
    .from(serviceLocations)
    .where(and(eq(serviceLocations.tenantId, tenantId), eq(serviceLocations.clientId, clientId)))
    .orderBy(...LOCATION_ORDER)
    .limit(1);
  return row;
}

/** All of a client's locations (few; the client's address follows the only one). */
export function listAllLocations({ tx, tenantId }: TenantScope, clientId: string): Promise<LocationRow[]> {
  return tx
    .select()
    .from(serviceLocations)
    .where(and(eq(serviceLocations.tenantId, tenantId), eq(serviceLocations.clientId, clientId)))
    .limit(2);
}

export async function countActiveLocations({ tx, tenantId }: TenantScope, clientId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceLocations)
    .where(
      and(
        eq(serviceLocations.tenantId, tenantId),
        eq(serviceLocations.clientId, clientId),
        eq(serviceLocations.archived, false),
      ),
    );
  return row.n;
}

export async function insertLocation(
  { tx, tenantId }: TenantScope,
  clientId: string,
  values: LocationInsert,
): Promise<LocationRow> {
  const [row] = await tx
    .insert(serviceLocations)
    .values({ ...values, tenantId, clientId })
    .returning();
  return row;
}

export async function updateLocationRow(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<LocationInsert>,
): Promise<LocationRow> {
  const [row] = await tx
    .update(serviceLocations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(serviceLocations.tenantId, tenantId), eq(serviceLocations.id, id)))
    .returning();
  return row;
}

export async function deleteLocationRow({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx
    .delete(serviceLocations)
    .where(and(eq(serviceLocations.tenantId, tenantId), eq(serviceLocations.id, id)));
}

/** The kinds of record at a location (each would keep it from being deleted), in the order messages name them. */
export async function locationRecordKinds({ tx, tenantId }: TenantScope, id: string): Promise<string[]> {
  const { rows } = await tx.execute<{ kind: string }>(sql`
    select kind from (
      select 1 as n, 'jobs' as kind, exists (select 1 from service_jobs where tenant_id = ${tenantId} and location_id = ${id}) as present
      union all select 2, 'equipment', exists (select 1 from equipment where tenant_id = ${tenantId} and location_id = ${id})
      union all select 3, 'quotes', exists (select 1 from quotes where tenant_id = ${tenantId} and location_id = ${id})
      union all select 4, 'invoices', exists (select 1 from invoices where tenant_id = ${tenantId} and location_id = ${id})
      union all select 5, 'agreements', exists (select 1 from service_agreements where tenant_id = ${tenantId} and location_id = ${id})
    ) k where present order by n`);
  return rows.map((r) => r.kind);
}

/**
 * Open jobs at the location that follow its address (not given one of their own) take its new address and
 * coordinates; finished jobs keep the address they were done at. Their updated_at moves, so the technician's
 * day and the board pick the change up from the change feed.
 */
export async function moveOpenJobsTo(
  { tx, tenantId }: TenantScope,
  locationId: string,
  place: { address: string | null; latitude: string | null; longitude: string | null },
): Promise<Array<{ id: string; jobNumber: string }>> {
  return tx
    .update(serviceJobs)
    .set({ ...place, updatedAt: new Date() })
    .where(
      and(
        eq(serviceJobs.tenantId, tenantId),
        eq(serviceJobs.locationId, locationId),
        eq(serviceJobs.addressOverridden, false),
        inArray(serviceJobs.status, ['pending', 'assigned', 'in-progress']),
      ),
    )
    .returning({ id: serviceJobs.id, jobNumber: serviceJobs.jobNumber });
}
