import type { MyDay, MyDayAction, MyDayJob } from '@tradeworks/contracts/my-day';
import type { EnRoutePosition, EnRoutePositionResult } from '@tradeworks/contracts/tracking';
import type { TenantScope } from '../../db/client';
import { MyDayErrors } from './my-day.errors';
import { runIdempotent, type Idempotency } from '../../http/idempotency';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { moveJobInScope } from '../dispatching/public';
import { clockedInSince, momentOf, recordJobTime, type FieldMomentInput } from '../timesheets/public';
import type { SignOffInput } from '../sign-offs/public';
import { jobsEquipment } from '../equipment/public';
import { dayBounds, localDate, tenantTimeZone } from '../../platform/tenant-clock';
import { findLinkedTechnician, findMyJob, listMyDayJobs, markEnRoute } from './my-day.repository';
import { myDayActions, toMyDayJob } from './my-day-view';
import { queueOnMyWayText, recordEnRoutePosition } from '../messages/public';

/** GET /api/my-day: the signed-in technician's jobs of today (tenant time) in route order. */
export function getMyDay({ db, tenantId, userId }: TenantContext): Promise<MyDay> {
  return db.tenant({ tenantId, userId }, async (scope) => {
    const timeZone = await tenantTimeZone(scope);
    const date = localDate(new Date(), timeZone);
    const technician = userId ? await findLinkedTechnician(scope, userId) : undefined;
    if (!technician) return { date, timeZone, technician: null, clockedInAt: null, jobs: [] };
    const jobs = await listMyDayJobs(scope, technician.id, dayBounds(date, timeZone));
    const units = await jobsEquipment(scope, jobs);
    return {
      date,
      timeZone,
      technician,
      clockedInAt: await clockedInSince(scope, technician.id),
      jobs: jobs.map((job) => toMyDayJob(job, units.get(job.id)!)),
    };
  });
}

export interface MyDayActionOptions {
  id: string;
  action: MyDayAction;
  notes?: string | null;
  /** The tap on the device: its time and, if allowed, its position. */
  moment?: FieldMomentInput;
  /** Complete: the customer's signature and printed name, or "customer not present". */
  signOff?: SignOffInput;
  idempotency?: Idempotency;
  /** On my way: where the tracking link points (PUBLIC_URL); null: the text goes without one. */
  linkBase?: string | null;
}

/**
 * POST /api/my-day/jobs/{id}/{en-route|start|complete}: only the technician's own job (404 otherwise), through
 * the job status machine (409 when it does not allow the action). With an Idempotency-Key the change and its
 * stored answer commit together, so a queued action sent twice changes the job once.
 */
export function runMyDayAction(options: TenantContext & MyDayActionOptions): Promise<MyDayJob> {
  const { db, tenantId, userId, idempotency } = options;
  return db.tenant({ tenantId, userId }, (scope) =>
    runIdempotent(scope, idempotency, () => applyAction(scope, options)),
  );
}

async function applyAction(
  scope: TenantScope,
  { id, action, notes, moment: tap, signOff, linkBase = null }: MyDayActionOptions,
): Promise<MyDayJob> {
  const moment = momentOf(tap);
  // The technician row is locked first, as assign does, so their status changes one at a time.
  const technician = scope.userId ? await findLinkedTechnician(scope, scope.userId, true) : undefined;
  if (!technician) throw MyDayErrors.jobNotFound();
  const job = await findMyJob(scope, technician.id, id, true);
  if (!job) throw MyDayErrors.jobNotFound();
  if (action === 'en-route') {
    if (!myDayActions(job).includes('en-route')) {
      throw job.enRouteAt && job.status === 'assigned'
        ? MyDayErrors.alreadyEnRoute(job.jobNumber)
        : MyDayErrors.enRouteOnlyAssigned(job.jobNumber, job.status);
    }
    await markEnRoute(scope, technician.id, job.id);
    await recordJobTime(scope, { action, jobId: job.id, technicianId: technician.id, moment });
    await recordAudit(scope, {
      entity: 'service_job',
      entityId: job.id,
      action: 'en-route',
      summary: `${technician.name} is on the way to job ${job.jobNumber}`,
      changes: { technicianStatus: { from: technician.status, to: 'en-route' } },
    });
    await queueOnMyWayText(scope, {
      jobId: job.id,
      technicianId: technician.id,
      at: moment.at,
      position: tap ?? {},
      linkBase,
    });
  } else {
    await moveJobInScope(scope, { id: job.id, action, notes, moment, signOff });
  }
  const updated = (await findMyJob(scope, technician.id, job.id))!;
  return toMyDayJob(updated, (await jobsEquipment(scope, [updated])).get(updated.id)!);
}

/**
 * POST /api/my-day/jobs/{id}/position: the technician's own job (404 otherwise) while they are on the way to it
 * (409 before On my way or after Start); the tracking link's ETA follows the position.
 */
export function recordMyDayPosition(
  { db, tenantId, userId }: TenantContext,
  id: string,
  body: EnRoutePosition,
): Promise<EnRoutePositionResult> {
  return db.tenant({ tenantId, userId }, async (scope) => {
    const { at } = momentOf(body);
    const technician = scope.userId ? await findLinkedTechnician(scope, scope.userId) : undefined;
    if (!technician) throw MyDayErrors.jobNotFound();
    const job = await findMyJob(scope, technician.id, id);
    if (!job) throw MyDayErrors.jobNotFound();
    if (job.status !== 'assigned' || !job.enRouteAt) throw MyDayErrors.notEnRoute(job.jobNumber);
    return recordEnRoutePosition(scope, {
      jobId: job.id,
      technicianId: technician.id,
      at,
      latitude: body.latitude,
      longitude: body.longitude,
    });
  });
}
