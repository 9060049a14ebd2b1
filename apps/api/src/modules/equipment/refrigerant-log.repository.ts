import { and, desc, eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { equipmentRefrigerantLog, serviceJobs, technicians } from '../../db/schema';

export type RefrigerantEntryInsert = Omit<
  typeof equipmentRefrigerantLog.$inferInsert,
  'tenantId' | 'id' | 'createdAt'
>;

export interface RefrigerantEntryRow {
  entry: typeof equipmentRefrigerantLog.$inferSelect;
  technicianName: string;
  jobNumber: string | null;
}

const entryColumns = {
  entry: equipmentRefrigerantLog,
  technicianName: technicians.name,
  jobNumber: serviceJobs.jobNumber,
};

function selectEntries({ tx }: TenantScope) {
  return tx
    .select(entryColumns)
    .from(equipmentRefrigerantLog)
    .innerJoin(
      technicians,
      and(
        eq(technicians.tenantId, equipmentRefrigerantLog.tenantId),
        eq(technicians.id, equipmentRefrigerantLog.technicianId),
      ),
    )
    .leftJoin(
      serviceJobs,
      and(
        eq(serviceJobs.tenantId, equipmentRefrigerantLog.tenantId),
        eq(serviceJobs.id, equipmentRefrigerantLog.jobId),
      ),
    );
}

export async function insertRefrigerantEntry(
  scope: TenantScope,
  values: RefrigerantEntryInsert,
): Promise<RefrigerantEntryRow> {
  const [row] = await scope.tx
    .insert(equipmentRefrigerantLog)
    .values({ ...values, tenantId: scope.tenantId })
    .returning({ id: equipmentRefrigerantLog.id });
  const [entry] = await selectEntries(scope).where(
    and(eq(equipmentRefrigerantLog.tenantId, scope.tenantId), eq(equipmentRefrigerantLog.id, row.id)),
  );
  return entry;
}

/** A unit's refrigerant log, newest service day first. */
export async function listRefrigerantEntries(
  scope: TenantScope,
  equipmentId: string,
  page: { limit: number; offset: number },
): Promise<{ items: RefrigerantEntryRow[]; total: number }> {
  const where = and(
    eq(equipmentRefrigerantLog.tenantId, scope.tenantId),
    eq(equipmentRefrigerantLog.equipmentId, equipmentId),
  );
  const [items, [{ total }]] = await Promise.all([
    selectEntries(scope)
      .where(where)
      .orderBy(desc(equipmentRefrigerantLog.servicedOn), desc(equipmentRefrigerantLog.id))
      .limit(page.limit)
      .offset(page.offset),
    scope.tx
      .select({ total: sql<number>`count(*)::int` })
      .from(equipmentRefrigerantLog)
      .where(where),
  ]);
  return { items, total };
}

/** Whether the technician is the organization's. */
export async function technicianExists({ tx, tenantId }: TenantScope, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: technicians.id })
    .from(technicians)
    .where(and(eq(technicians.tenantId, tenantId), eq(technicians.id, id)));
  return Boolean(row);
}

/** Whether the job is the organization's and at the unit's location. */
export async function jobAtLocation(
  { tx, tenantId }: TenantScope,
  jobId: string,
  locationId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: serviceJobs.id })
    .from(serviceJobs)
    .where(
      and(
        eq(serviceJobs.tenantId, tenantId),
        eq(serviceJobs.id, jobId),
        eq(serviceJobs.locationId, locationId),
      ),
    );
  return Boolean(row);
}
