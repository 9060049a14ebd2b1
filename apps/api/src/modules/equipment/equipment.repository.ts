import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { EquipmentListQuery } from '@tradeworks/contracts/equipment';
import type { TenantScope } from '../../db/client';
import { clients, equipment, serviceLocations } from '../../db/schema';
import { searchTextMatches, type Page } from '../../http/paging';

export type EquipmentRow = typeof equipment.$inferSelect;
export type EquipmentInsert = Omit<
  typeof equipment.$inferInsert,
  'tenantId' | 'id' | 'searchText' | 'replacementDueOn'
>;

/** A unit with what its answer shows of its location and client. */
export interface EquipmentListRow {
  unit: EquipmentRow;
  locationName: string;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  clientName: string;
}

const listColumns = {
  unit: equipment,
  locationName: serviceLocations.name,
  address: serviceLocations.address,
  address2: serviceLocations.address2,
  city: serviceLocations.city,
  state: serviceLocations.state,
  zipCode: serviceLocations.zipCode,
  clientName: clients.name,
};
const locationJoin = and(
  eq(serviceLocations.tenantId, equipment.tenantId),
  eq(serviceLocations.id, equipment.locationId),
);
const clientJoin = and(eq(clients.tenantId, equipment.tenantId), eq(clients.id, equipment.clientId));

export interface EquipmentFilter extends EquipmentListQuery {
  /** The organization's date today (YYYY-MM-DD) and that date + warrantyEndsWithinDays. */
  today: string;
  until?: string;
}

/**
 * The filter of the list. Search matches the unit's serial number, make or model (its trigram index) or its
 * client's name, e-mail or phone (the clients' trigram index): two index scans OR-ed, never a join of every
 * unit to its client. "Warranty ends within N days": the parts or the labour warranty ends between today
 * and today + N (two partial indexes). "Older than expected life": installed at least that many years ago.
 */
function listWhere(tenantId: string, query: EquipmentFilter): SQL | undefined {
  const clientMatch = searchTextMatches(clients.searchText, query.search);
  // The matching clients' ids as one array (computed once, before the scan): PostgreSQL can then OR the units'
  // trigram index with equipment_client_idx. An `in (select …)` here made it test every unit of the tenant
  // (a rare serial number at 200,000 units: 250 ms → 4 ms; docs/development/performance.md).
  const search = clientMatch
    ? or(
        searchTextMatches(equipment.searchText, query.search),
        sql`${equipment.clientId} = any(array(select ${clients.id} from ${clients} where ${clients.tenantId} = ${tenantId} and ${clientMatch}))`,
      )
    : undefined;
  const within = (column: AnyPgColumn) => sql`${column} between ${query.today} and ${query.until}`;
  return and(
    eq(equipment.tenantId, tenantId),
    search,
    query.type ? eq(equipment.type, query.type) : undefined,
    query.status ? eq(equipment.status, query.status) : undefined,
    query.clientId ? eq(equipment.clientId, query.clientId) : undefined,
    query.locationId ? eq(equipment.locationId, query.locationId) : undefined,
    query.until ? or(within(equipment.warrantyPartsEnds), within(equipment.warrantyLabourEnds)) : undefined,
    query.olderThanExpectedLife ? sql`${equipment.replacementDueOn} <= ${query.today}` : undefined,
  );
}

/** One page of units, newest first (warranty filter: the soonest end first), with the filter's total. */
export async function listEquipment(
  { tx, tenantId }: TenantScope,
  query: EquipmentFilter,
): Promise<Page<EquipmentListRow>> {
  const where = listWhere(tenantId, query);
  // With the warranty filter, the warranty end in the window (the sooner of the two) orders the list.
  const inWindow = (column: AnyPgColumn) =>
    sql`case when ${column} between ${query.today} and ${query.until} then ${column} end`;
  const order = query.until
    ? [
        asc(sql`least(${inWindow(equipment.warrantyPartsEnds)}, ${inWindow(equipment.warrantyLabourEnds)})`),
        desc(equipment.id),
      ]
    : [desc(equipment.createdAt), desc(equipment.id)];
  const [items, [{ total }]] = await Promise.all([
    tx
      .select(listColumns)
      .from(equipment)
      .innerJoin(serviceLocations, locationJoin)
      .innerJoin(clients, clientJoin)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    tx
      .select({ total: sql<number>`count(*)::int` })
      .from(equipment)
      .where(where),
  ]);
  return { items, total };
}

export async function findEquipment(
  { tx, tenantId }: TenantScope,
  id: string,
  lock = false,
): Promise<EquipmentListRow | undefined> {
  if (lock)
    await tx.execute(sql`select 1 from equipment where tenant_id = ${tenantId} and id = ${id} for update`);
  const [row] = await tx
    .select(listColumns)
    .from(equipment)
    .innerJoin(serviceLocations, locationJoin)
    .innerJoin(clients, clientJoin)
    .where(and(eq(equipment.tenantId, tenantId), eq(equipment.id, id)));
  return row;
}

export async function insertEquipment(
  { tx, tenantId }: TenantScope,
  values: EquipmentInsert[],
): Promise<EquipmentRow[]> {
  if (!values.length) return [];
  return tx
    .insert(equipment)
    .values(values.map((v) => ({ ...v, tenantId })))
    .onConflictDoNothing()
    .returning();
}

export async function updateEquipmentRow(
  { tx, tenantId }: TenantScope,
  id: string,
  values: Partial<EquipmentInsert>,
): Promise<void> {
  await tx
    .update(equipment)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(equipment.tenantId, tenantId), eq(equipment.id, id)));
}

export async function deleteEquipmentRow({ tx, tenantId }: TenantScope, id: string): Promise<void> {
  await tx.delete(equipment).where(and(eq(equipment.tenantId, tenantId), eq(equipment.id, id)));
}

/** What keeps a unit from being deleted: jobs that worked on it, refrigerant log entries. */
export async function equipmentRecordKinds({ tx, tenantId }: TenantScope, id: string): Promise<string[]> {
  const { rows } = await tx.execute<{ kind: string }>(sql`
    select kind from (
      select 1 as n, 'jobs' as kind, exists (select 1 from service_job_equipment where tenant_id = ${tenantId} and equipment_id = ${id}) as present
      union all select 2, 'refrigerant log entries', exists (select 1 from equipment_refrigerant_log where tenant_id = ${tenantId} and equipment_id = ${id})
    ) k where present order by n`);
  return rows.map((r) => r.kind);
}
