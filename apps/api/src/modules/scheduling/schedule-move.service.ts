import type { ServiceJobDetail } from '@tradeworks/contracts/service-jobs';
import type { ScheduleMoveData } from '@tradeworks/contracts/scheduling';
import { runIdempotent, type Idempotency } from '../../http/idempotency';
import type { TenantContext } from '../../http/route';
import type { TenantScope } from '../../db/client';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { assignRefusal } from '../dispatching/public';
import {
  countTechnicianJobs,
  findJob,
  insertAssignment,
  updateJobRow,
  type JobInsert,
} from '../dispatching/public';
import { loadServiceJob } from '../dispatching/public';
import { findTechnician } from '../dispatching/public';
import { dayBounds, localDate, tenantTimeZone } from '../../platform/tenant-clock';
import { SchedulingErrors } from './scheduling.errors';

/**
 * PATCH /api/schedule/jobs/{id} — a calendar drop or the job dialog, in one transaction with the job and
 * technician rows locked. The rules are the assign and edit routes' own: a pending job dropped on a lane is
 * assigned (status machine, skills, active and online, capacity that day); an assigned job moved to another
 * lane is reassigned under the same checks; a job moved to another day must fit its technician's capacity;
 * an in-progress job keeps its technician; completed and cancelled jobs do not move.
 */
export function moveScheduledJob(
  options: TenantContext & { id: string; data: ScheduleMoveData; idempotency?: Idempotency },
): Promise<ServiceJobDetail> {
  const { db, tenantId, userId, id, data, idempotency } = options;
  return db.tenant({ tenantId, userId }, (scope) =>
    runIdempotent(scope, idempotency, () => moveInScope(scope, id, data)),
  );
}

async function moveInScope(
  scope: TenantScope,
  id: string,
  data: ScheduleMoveData,
): Promise<ServiceJobDetail> {
  const job = await findJob(scope, id, true);
  if (!job) throw SchedulingErrors.jobNotFound();
  if (job.status === 'completed' || job.status === 'cancelled')
    throw SchedulingErrors.notReschedulable(job.jobNumber, job.status);
  const zone = await tenantTimeZone(scope);
  const scheduledDate = new Date(data.scheduledDate);
  const technicianChanges = data.technicianId !== undefined && data.technicianId !== job.technicianId;
  if (technicianChanges && job.status === 'in-progress')
    throw SchedulingErrors.inProgressNotReassignable(job.jobNumber);
  const technicianId = technicianChanges ? data.technicianId! : job.technicianId;
  const date = localDate(scheduledDate, zone);
  const dayChanges = date !== localDate(job.scheduledDate, zone);
  const set: Partial<JobInsert> = { scheduledDate };
  if (data.estimatedDuration !== undefined) set.estimatedDuration = data.estimatedDuration;

  let technicianName = job.technicianName;
  if (technicianId && (technicianChanges || dayChanges)) {
    const day = dayBounds(date, zone);
    // Locked before counting, as the assign route does: two drops on the last free slot queue here.
    const technician = await findTechnician(scope, technicianId, day, true);
    if (!technician) throw SchedulingErrors.technicianNotFound();
    const jobsThatDay = await countTechnicianJobs(scope, technician.id, day, job.id);
    if (technicianChanges) {
      const refusal = assignRefusal(technician, job.requiredSkills, jobsThatDay);
      if (refusal) throw SchedulingErrors.assignRefused(refusal);
      Object.assign(set, { status: 'assigned', technicianId: technician.id });
      technicianName = technician.name;
    } else if (jobsThatDay >= technician.maxJobs) {
      throw SchedulingErrors.atCapacity(technician.name, jobsThatDay, technician.maxJobs);
    }
  }
  // The optimiser's plan of the old day no longer holds for this job.
  if (technicianChanges || dayChanges)
    Object.assign(set, { routeOrder: null, plannedArrival: null, unplacedReason: null });

  const changes = changedFields(job, set);
  if (!Object.keys(changes).length) return loadServiceJob(scope, id);
  await updateJobRow(scope, job.id, set);
  if (technicianChanges) {
    await insertAssignment(scope, {
      jobId: job.id,
      technicianId: technicianId!,
      scheduledDate,
      estimatedDuration: set.estimatedDuration ?? job.estimatedDuration,
      notes: null,
    });
  }
  const assigned = technicianChanges && job.status === 'pending';
  await recordAudit(scope, {
    entity: 'service_job',
    entityId: job.id,
    action: assigned ? 'assign' : 'reschedule',
    summary: assigned
      ? `Job ${job.jobNumber} assigned to ${technicianName} on the calendar`
      : technicianChanges
        ? `Job ${job.jobNumber} moved from ${job.technicianName ?? 'nobody'} to ${technicianName}`
        : `Job ${job.jobNumber} rescheduled`,
    changes,
  });
  return loadServiceJob(scope, job.id);
}
