import type { JobEquipment } from '@tradeworks/contracts/equipment';
import type { TenantScope } from '../../db/client';
import { toJobEquipment } from './equipment-view';
import { EquipmentErrors } from './equipment.errors';
import {
  dropLinksElsewhere,
  findUnitsAt,
  linkedUnitIds,
  linksOfJobs,
  listUnitsForJob,
  listUnitsForJobs,
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

/** The same for a day of jobs (the technician's day), in two statements whatever the number of jobs. */
export async function jobsEquipment(
  scope: TenantScope,
  jobs: Array<{ id: string; locationId: string }>,
): Promise<Map<string, JobEquipment[]>> {
  const out = new Map(jobs.map((job) => [job.id, [] as JobEquipment[]]));
  if (!jobs.length) return out;
  const links = await linksOfJobs(
    scope,
    jobs.map((j) => j.id),
  );
  const units = await listUnitsForJobs(
    scope,
    [...new Set(jobs.map((j) => j.locationId))],
    [...new Set(links.map((l) => l.equipmentId))],
  );
  for (const job of jobs) {
    const linked = new Set(links.filter((l) => l.jobId === job.id).map((l) => l.equipmentId));
    out.set(
      job.id,
      units
        .filter((u) => linked.has(u.id) || (u.locationId === job.locationId && u.status === 'active'))
        .map((u) => toJobEquipment(u, linked.has(u.id))),
    );
  }
  return out;
}
