import type { JobCandidate, Technician, TechnicianListQuery } from '@tradeworks/contracts/technicians';
import { wallParts } from '@tradeworks/contracts/zone-clock';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import { assignRefusal, missingSkills, shiftRefusal } from './job-rules';
import { findJob } from './service-jobs.repository';
import { toTechnician } from './technician-view';
import { listWorkingTechnicians } from './technicians.repository';
import { dayBounds, localDate, tenantTimeZone } from '../../platform/tenant-clock';
import { DispatchingErrors } from './dispatching.errors';

/**
 * The Assign Technician dialog's list (`GET /api/technicians?forJob=`): technicians who could take the job
 * — active, not offline, with every required skill and under capacity on the job's day — with that day's
 * load as currentJobs. The same rule refuses an assignment on the server.
 */
export async function listAssignableTechnicians(
  scope: TenantScope,
  jobId: string,
  query: TechnicianListQuery,
): Promise<Page<Technician>> {
  const job = await findJob(scope, jobId);
  if (!job) throw DispatchingErrors.jobNotFound();
  const zone = await tenantTimeZone(scope);
  const day = dayBounds(localDate(job.scheduledDate, zone), zone);
  const term = query.search?.trim().toLowerCase();
  const able = (await listWorkingTechnicians(scope, day))
    .filter((t) => assignRefusal(t, job.requiredSkills, Number(t.currentJobs)) === null)
    .filter(
      (t) =>
        !term ||
        t.name.toLowerCase().includes(term) ||
        (t.email ?? '').toLowerCase().includes(term) ||
        t.skills.some((s) => s.toLowerCase().includes(term)),
    );
  return {
    items: able.slice(query.offset, query.offset + query.limit).map(toTechnician),
    total: able.length,
  };
}

/**
 * The Assign dialog's list for a start time (`GET /api/service-jobs/{id}/candidates?at=&duration=`): every
 * working technician, those who can take the job at that time first, the others with the reason — off
 * shift, at capacity that day, missing skill. Recomputed for each date and time the dialog shows.
 */
export async function listJobCandidates(
  scope: TenantScope,
  jobId: string,
  options: { at?: string; duration?: number },
): Promise<JobCandidate[]> {
  const job = await findJob(scope, jobId);
  if (!job) throw DispatchingErrors.jobNotFound();
  const zone = await tenantTimeZone(scope);
  const start = options.at ? new Date(options.at) : job.scheduledDate;
  const duration = options.duration ?? job.estimatedDuration;
  const day = dayBounds(localDate(start, zone), zone);
  const wall = wallParts(start, zone);
  const candidates = (await listWorkingTechnicians(scope, day)).map((t) => {
    const load = job.technicianId === t.id ? Number(t.currentJobs) - 1 : Number(t.currentJobs);
    const missing = missingSkills(t.skills, job.requiredSkills);
    const reason = missing.length
      ? `Missing skill: ${missing.join(', ')}`
      : load >= t.maxJobs
        ? `At capacity: ${load} of ${t.maxJobs} jobs that day`
        : (shiftRefusal(t, wall.hour * 60 + wall.minute, duration) ??
          (assignRefusal(t, job.requiredSkills, load) === null ? null : 'Unavailable'));
    return { ...toTechnician(t), unavailableReason: reason };
  });
  return [
    ...candidates.filter((c) => !c.unavailableReason),
    ...candidates.filter((c) => c.unavailableReason),
  ];
}
