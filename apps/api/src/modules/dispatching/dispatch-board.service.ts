import type { DispatchSummary, JobTracking } from '@tradeworks/contracts/dispatching';
import type { TenantContext } from '../../http/route';
import { toStop } from './route-plan-proposal';
import { countDispatchSummary, findJob, listDayJobs } from './service-jobs.repository';
import { findTechnicianContact } from './technicians.repository';
import { dayBounds, localDate, tenantTimeZone } from '../../platform/tenant-clock';
import { DispatchingErrors } from './dispatching.errors';

/** GET /api/dispatch/summary — Pending Jobs, Active Jobs, Available Technicians, Emergency Jobs. */
export async function getDispatchSummary({ db, tenantId, userId }: TenantContext): Promise<DispatchSummary> {
  const row = await db.tenant({ tenantId, userId }, countDispatchSummary);
  return {
    pendingJobs: row.pending,
    activeJobs: row.active,
    availableTechnicians: row.available,
    emergencyJobs: row.emergency,
  };
}

/** GET /api/service-jobs/{id}/track — the job's technician and their stops that day, in route order. */
export function trackJob(options: TenantContext & { id: string }): Promise<JobTracking> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const job = await findJob(scope, id);
    if (!job) throw DispatchingErrors.jobNotFound();
    const zone = await tenantTimeZone(scope);
    const date = localDate(job.scheduledDate, zone);
    let technician: JobTracking['technician'] = null;
    let stops: JobTracking['stops'] = [];
    if (job.technicianId) {
      technician = await findTechnicianContact(scope, job.technicianId);
      const day = await listDayJobs(scope, dayBounds(date, zone), {
        technicianIds: [job.technicianId],
        statuses: ['assigned', 'in-progress', 'completed'],
      });
      stops = day.map((j, i) =>
        toStop(j, j.routeOrder ?? i + 1, j.plannedArrival ?? j.startedAt ?? j.scheduledDate),
      );
    }
    return { jobId: job.id, jobNumber: job.jobNumber, status: job.status, technician, date, stops };
  });
}
