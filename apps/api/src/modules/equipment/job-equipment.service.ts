import type { JobEquipment } from '@tradeworks/contracts/equipment';
import type { TenantScope } from '../../db/client';
import { toJobEquipment } from './equipment-view';
import { EquipmentErrors } from './equipment.errors';
import {
  dropLinksElsewhere,
  findUnitsAt,
  linkedUnitIds,
  listUnitsForJob,
  replaceJobLinks,
} from './job-equipment.repository';

/**
 * Sets the units a job works on (its `equipmentIds`): each must be at the job's location (400 naming the
 * entry otherwise). Without ids, a job that moved keeps only its links to units at its new location.
 */
export async function setJobEquipment(
  scope: TenantScope,
  job: { id: string; locationId: string },
  ids: string[] | undefined,
): Promise<void> {
  if (ids === undefined) return dropLinksElsewhere(scope, job.id, job.locationId);
  const here = await findUnitsAt(scope, job.locationId, ids);
  const missing = ids.findIndex((id) => !here.has(id));
  if (missing >= 0) throw EquipmentErrors.notAtJobLocation(missing);
  await replaceJobLinks(scope, job.id, ids);
}

/** What a job shows: the active units at its location and the units it works on, `linked` marking those. */
export async function jobEquipment(
  scope: TenantScope,
  job: { id: string; locationId: string },
): Promise<JobEquipment[]> {
  const linked = new Set(await linkedUnitIds(scope, job.id));
  const units = await listUnitsForJob(scope, job.locationId, [...linked]);
  return units.map((unit) => toJobEquipment(unit, linked.has(unit.id)));
}
