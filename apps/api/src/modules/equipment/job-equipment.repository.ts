import { and, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { equipment, serviceJobEquipment, serviceJobs } from '../../db/schema';
import type { EquipmentRow } from './equipment.repository';

/** The units among `ids` that are at the location (the others are refused). */
export async function findUnitsAt(
  { tx, tenantId }: TenantScope,
  locationId: string,
  ids: string[],
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: equipment.id })
    .from(equipment)
    .where(
      and(eq(equipment.tenantId, tenantId), eq(equipment.locationId, locationId), inArray(equipment.id, ids)),
    );
  return new Set(rows.map((r) => r.id));
}

/** Makes the job's links exactly `ids`. */
export async function replaceJobLinks({ tx, tenantId }: TenantScope, jobId: string, ids: string[]) {
  await tx
    .delete(serviceJobEquipment)
    .where(
      and(
        eq(serviceJobEquipment.tenantId, tenantId),
        eq(serviceJobEquipment.jobId, jobId),
        ids.length ? notInArray(serviceJobEquipment.equipmentId, ids) : undefined,
      ),
    );
  if (ids.length)
    await tx
      .insert(serviceJobEquipment)
      .values(ids.map((equipmentId) => ({ tenantId, jobId, equipmentId })))
      .onConflictDoNothing();
}

/** Drops the job's links to units that are not at the location (the job moved). */
export async function dropLinksElsewhere({ tx, tenantId }: TenantScope, jobId: string, locationId: string) {
  await tx.execute(sql`delete from service_job_equipment je using equipment e
    where je.tenant_id = ${tenantId} and je.job_id = ${jobId}
      and e.tenant_id = je.tenant_id and e.id = je.equipment_id and e.location_id <> ${locationId}`);
}

export async function linkedUnitIds({ tx, tenantId }: TenantScope, jobId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: serviceJobEquipment.equipmentId })
    .from(serviceJobEquipment)
    .where(and(eq(serviceJobEquipment.tenantId, tenantId), eq(serviceJobEquipment.jobId, jobId)));
  return rows.map((r) => r.id);
}

export function linksOfJobs({ tx, tenantId }: TenantScope, jobIds: string[]) {
  return tx
    .select({ jobId: serviceJobEquipment.jobId, equipmentId: serviceJobEquipment.equipmentId })
    .from(serviceJobEquipment)
    .where(and(eq(serviceJobEquipment.tenantId, tenantId), inArray(serviceJobEquipment.jobId, jobIds)));
}

/** The active units at the location and any unit in `alsoIds`, by type and make. */
export function listUnitsForJob(scope: TenantScope, locationId: string, alsoIds: string[]) {
  return listUnitsForJobs(scope, [locationId], alsoIds);
}

/** The active units at the locations and any unit in `alsoIds`, by type and make. */
export function listUnitsForJobs(
  { tx, tenantId }: TenantScope,
  locationIds: string[],
  alsoIds: string[],
): Promise<EquipmentRow[]> {
  const atLocation = and(inArray(equipment.locationId, locationIds), eq(equipment.status, 'active'));
  return tx
    .select()
    .from(equipment)
    .where(
      and(
        eq(equipment.tenantId, tenantId),
        alsoIds.length ? or(atLocation, inArray(equipment.id, alsoIds)) : atLocation,
      ),
    )
    .orderBy(asc(equipment.type), asc(equipment.make), asc(equipment.id))
    .limit(100 * locationIds.length);
}

/** Links every active unit at the location to each job (agreement visits service the whole site). */
export async function linkLocationUnits(
  { tx, tenantId }: TenantScope,
  jobIds: string[],
  locationId: string,
): Promise<void> {
  if (!jobIds.length) return;
  await tx.execute(sql`insert into service_job_equipment (tenant_id, job_id, equipment_id)
    select ${tenantId}, ${serviceJobs.id}, e.id
    from ${serviceJobs}, equipment e
    where ${serviceJobs.tenantId} = ${tenantId} and ${inArray(serviceJobs.id, jobIds)}
      and e.tenant_id = ${tenantId} and e.location_id = ${locationId} and e.status = 'active'
    on conflict do nothing`);
}
