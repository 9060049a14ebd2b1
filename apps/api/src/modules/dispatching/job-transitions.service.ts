import {
  canJobDo,
  jobActionTarget,
  type AssignJobData,
  type JobAction,
  type ServiceJobDetail,
} from '@tradeworks/contracts/service-jobs';
import type { TenantScope } from '../../db/client';
import { runIdempotent, type Idempotency } from '../../http/idempotency';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { assignRefusal } from './job-rules';
import {
  countTechnicianJobs,
  findJob,
  insertAssignment,
  jobValue,
  updateJobRow,
  type JobInsert,
  type JobWithTechnician,
} from './service-jobs.repository';
import { loadServiceJob } from './service-jobs.service';
import { findTechnician, markTechnicianBusy, releaseTechnicianIfIdle } from './technicians.repository';
import { dayBounds, localDate, resolveInstant, tenantTimeZone } from '../../platform/tenant-clock';
import { consumeJobMaterials } from '../inventory/public';
import { DispatchingErrors } from './dispatching.errors';
import { installFromJob } from '../equipment/public';
import { assertChecklistComplete } from '../checklists/public';
import { recordSignOff, type SignOffInput } from '../sign-offs/public';
import { momentOf, recordJobTime, type FieldMoment } from '../timesheets/public';
import { queueJobCompletedText, queueReviewRequest } from '../messages/public';
import { emitWebhookEvent } from '../webhooks/public';
import type { WebhookEventType } from '@tradeworks/contracts/webhooks';

const ACTION_WORDS: Record<JobAction, string> = {
  assign: 'assigned',
  start: 'started',
  complete: 'completed',
  cancel: 'cancelled',
  unassign: 'unassigned',
  reopen: 'reopened',
};

/** The locked job, or 404; 409 when its status does not allow the action. */
async function lockJobFor(scope: TenantScope, id: string, action: JobAction): Promise<JobWithTechnician> {
  const job = await findJob(scope, id, true);
  if (!job) throw DispatchingErrors.jobNotFound();
  if (!canJobDo(job.status, action)) {
    const only = action === 'assign' ? '; only pending jobs can be assigned' : '';
    throw DispatchingErrors.transitionRefused(job.jobNumber, job.status, ACTION_WORDS[action], only);
  }
  return job;
}

/**
 * POST /api/service-jobs/{jobId}/assign. The technician's row is locked before their jobs of that day are
 * counted, so two dispatchers taking the last free slot at once queue on it: the second sees the first's
 * job and is refused (409).
 */
export function assignJob(
  options: TenantContext & { id: string; data: AssignJobData; idempotency?: Idempotency },
): Promise<ServiceJobDetail> {
  const { db, tenantId, userId, id, data, idempotency } = options;
  return db.tenant({ tenantId, userId }, (scope) =>
    runIdempotent(scope, idempotency, () => assignInScope(scope, id, data)),
  );
}

async function assignInScope(scope: TenantScope, id: string, data: AssignJobData): Promise<ServiceJobDetail> {
  const job = await lockJobFor(scope, id, 'assign');
  const zone = await tenantTimeZone(scope);
  const scheduledDate = resolveInstant(data.scheduledDate, zone);
  const day = dayBounds(localDate(scheduledDate, zone), zone);
  const technician = await findTechnician(scope, data.technicianId, day, true);
  if (!technician) throw DispatchingErrors.technicianNotFound();
  const jobsThatDay = await countTechnicianJobs(scope, technician.id, day, job.id);
  const refusal = assignRefusal(technician, job.requiredSkills, jobsThatDay);
  if (refusal) throw DispatchingErrors.assignRefused(refusal);
  await updateJobRow(scope, job.id, {
    status: 'assigned',
    technicianId: technician.id,
    scheduledDate,
    estimatedDuration: data.estimatedDuration,
    routeOrder: null,
    plannedArrival: null,
    unplacedReason: null,
    enRouteAt: null,
  });
  await insertAssignment(scope, {
    jobId: job.id,
    technicianId: technician.id,
    scheduledDate,
    estimatedDuration: data.estimatedDuration,
    notes: data.notes ?? null,
  });
  await recordAudit(scope, {
    entity: 'service_job',
    entityId: job.id,
    action: 'assign',
    summary: `Job ${job.jobNumber} assigned to ${technician.name}`,
    changes: {
      status: { from: job.status, to: 'assigned' },
      technicianId: technician.id,
      scheduledDate: scheduledDate.toISOString(),
      estimatedDuration: data.estimatedDuration,
    },
  });
  const detail = await loadServiceJob(scope, job.id);
  await emitWebhookEvent(scope, 'job.assigned', detail);
  return detail;
}

/** A technician who was busy goes back to available once none of their jobs is in progress. */
async function technicianStatusAfter(scope: TenantScope, technicianId: string | null, action: JobAction) {
  if (!technicianId) return;
  if (action === 'start') await markTechnicianBusy(scope, technicianId);
  else await releaseTechnicianIfIdle(scope, technicianId);
}

export interface MoveJobOptions {
  id: string;
  action: Exclude<JobAction, 'assign'>;
  notes?: string | null;
  /** When (and where) the technician tapped it on their device; now when absent. */
  moment?: FieldMoment;
  /** Complete: the customer's signature and printed name, or "customer not present". */
  signOff?: SignOffInput;
  /** Cancel: why (optional), kept on the job and in its activity. */
  reason?: string | null;
}

/** start, complete (with the technician's notes), cancel (with a reason), unassign and reopen: one row lock, one audit row. */
export function moveJob(
  options: TenantContext & MoveJobOptions & { idempotency?: Idempotency },
): Promise<ServiceJobDetail> {
  const { db, tenantId, userId, idempotency, ...move } = options;
  return db.tenant({ tenantId, userId }, (scope) =>
    runIdempotent(scope, idempotency, () => moveJobInScope(scope, move)),
  );
}

/** moveJob inside the caller's transaction (the technician's day runs it beside its idempotency record). */
export async function moveJobInScope(
  scope: TenantScope,
  { id, action, notes, moment = momentOf(), signOff = {}, reason = null }: MoveJobOptions,
): Promise<ServiceJobDetail> {
  const job = await lockJobFor(scope, id, action);
  // Complete is refused (409, naming them) while required checklist items are unanswered.
  if (action === 'complete') await assertChecklistComplete(scope, job.id);
  const to = jobActionTarget(action);
  const set: Partial<JobInsert> = { status: to };
  if (action === 'start') set.startedAt = moment.at;
  if (action === 'complete') {
    set.completedAt = job.startedAt && moment.at < job.startedAt ? job.startedAt : moment.at;
    if (notes !== undefined && notes !== null) set.notes = notes;
  }
  if (action === 'cancel' || action === 'unassign')
    Object.assign(set, { routeOrder: null, plannedArrival: null, enRouteAt: null });
  if (action === 'unassign') set.technicianId = null;
  if (action === 'cancel') set.cancellationReason = reason;
  // Reopened, the job is pending again: unassigned, off any route, waiting for dispatch.
  if (action === 'reopen')
    Object.assign(set, { technicianId: null, cancellationReason: null, unplacedReason: null });
  await updateJobRow(scope, job.id, set);
  // The job's materials leave stock with its completion (refused, naming the part, when stock is short).
  if (action === 'complete') {
    await consumeJobMaterials(scope, job);
    // Lines of services that create equipment install their units at the job's location (once per line).
    await installFromJob(scope, { ...job, completedAt: set.completedAt! });
    // The client's thank-you text and review request, when those automations are on.
    await queueJobCompletedText(scope, job);
    await queueReviewRequest(scope, {
      trigger: 'completed',
      relatedEntity: 'service_job',
      relatedId: job.id,
      clientId: job.clientId,
      value: await jobValue(scope, job.id),
    });
  }
  const signed = action === 'complete' ? await recordSignOff(scope, job.id, signOff, set.completedAt!) : null;
  // The technician's travel and on-job time follows the job (timesheets).
  if (action !== 'reopen')
    await recordJobTime(scope, { action, jobId: job.id, technicianId: job.technicianId, moment });
  await technicianStatusAfter(scope, job.technicianId, action);
  await recordAudit(scope, {
    entity: 'service_job',
    entityId: job.id,
    action,
    summary: `Job ${job.jobNumber} ${ACTION_WORDS[action]}${
      action === 'unassign' && job.technicianName ? ` from ${job.technicianName}` : ''
    }${action === 'cancel' && reason ? `: ${reason}` : ''}`,
    changes: {
      status: { from: job.status, to },
      ...(action === 'complete' && set.notes ? { notes: set.notes } : {}),
      ...(signed === 'signed' ? { signedBy: signOff.signerName } : {}),
      ...(signed === 'not-present' ? { customerNotPresent: true } : {}),
      ...(action === 'unassign' || (action === 'reopen' && job.technicianId)
        ? { technicianId: { from: job.technicianId, to: null } }
        : {}),
      ...(action === 'cancel' && reason ? { reason } : {}),
    },
  });
  const detail = await loadServiceJob(scope, job.id);
  const event = JOB_EVENTS[action];
  if (event) await emitWebhookEvent(scope, event, detail);
  return detail;
}

/** The moves integrators hear of (unassign and reopen are office bookkeeping, not in the catalogue). */
const JOB_EVENTS: Partial<Record<MoveJobOptions['action'], WebhookEventType>> = {
  start: 'job.started',
  complete: 'job.completed',
  cancel: 'job.cancelled',
};
