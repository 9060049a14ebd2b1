import type { Technician, TechnicianListQuery } from '@tradeworks/contracts/technicians';
import type { TenantScope } from '../../db/client';
import type { Page } from '../../http/paging';
import { assignRefusal } from './job-rules';
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
