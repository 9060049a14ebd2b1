import {
  SCHEDULE_MESSAGES,
  type ShiftLaterResult,
  type ShiftedVisit,
} from '@tradeworks/contracts/scheduling';
import type { TenantContext } from '../../http/route';
import { recordAudits, type AuditEntry } from '../../platform/audit/audit-log';
import { findJob, updateJobRow } from '../dispatching/public';
import { dayBounds, localDate, tenantTimeZone } from '../../platform/tenant-clock';
import { SchedulingErrors } from './scheduling.errors';
import { lockLaterVisits, type LaterVisitRow } from './scheduling.repository';

const MINUTE = 60_000;
/** New starts are rounded up to the next 5 minutes: times a client can be told. */
const ROUND = 5 * MINUTE;

export type LaterVisit = LaterVisitRow;

/**
 * Pure: pushes the visits (in their order) so that none starts before the previous one ends, beginning at
 * `lateEnd`. A visit never moves earlier and never before its arrival window opens; the windows themselves
 * are promises to clients and stay as they are (a visit pushed past its window's end is flagged).
 */
export function planShift(lateEnd: Date, visits: LaterVisit[]): ShiftedVisit[] {
  const out: ShiftedVisit[] = [];
  let cursor = lateEnd.getTime();
  for (const visit of visits) {
    let start = Math.max(visit.start.getTime(), Math.ceil(cursor / ROUND) * ROUND);
    if (visit.windowStart) start = Math.max(start, visit.windowStart.getTime());
    if (start > visit.start.getTime()) {
      out.push({
        jobId: visit.id,
        jobNumber: visit.jobNumber,
        from: visit.start.toISOString(),
        to: new Date(start).toISOString(),
        missesWindow: Boolean(visit.windowEnd && start > visit.windowEnd.getTime()),
      });
    }
    cursor = start + visit.minutes * MINUTE;
  }
  return out;
}

/**
 * POST /api/schedule/jobs/{id}/shift-later — the job ran late (completed after its planned end, still in
 * progress past it, or moved later): its technician's later visits that day are pushed back in one
 * transaction, keeping their order. Every later visit of that day is locked first, so a drop or another
 * shift on the same day waits instead of interleaving; each moved job gets its own audit entry.
 */
export function shiftLaterVisits(options: TenantContext & { id: string }): Promise<ShiftLaterResult> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const job = await findJob(scope, id, true);
    if (!job) throw SchedulingErrors.jobNotFound();
    if (!job.technicianId || job.status === 'pending' || job.status === 'cancelled')
      throw SchedulingErrors.notOnTechnicianDay(job.jobNumber);
    const zone = await tenantTimeZone(scope);
    const plannedEnd = new Date(job.scheduledDate.getTime() + job.estimatedDuration * MINUTE);
    let lateEnd = plannedEnd;
    if (job.status === 'completed' && job.completedAt) lateEnd = job.completedAt;
    // Still working past the planned end: the next visit cannot start before now.
    if (job.status === 'in-progress' && Date.now() > plannedEnd.getTime()) lateEnd = new Date();

    const day = dayBounds(localDate(job.scheduledDate, zone), zone);
    const visits = await lockLaterVisits(scope, job.technicianId, job, day.end);
    const shifted = planShift(lateEnd, visits);
    const pastDay = shifted.find((s) => Date.parse(s.to) >= day.end.getTime());
    if (pastDay) throw SchedulingErrors.shiftPastDay(pastDay.jobNumber);
    const audits: AuditEntry[] = [];
    for (const s of shifted) {
      await updateJobRow(scope, s.jobId, {
        scheduledDate: new Date(s.to),
        routeOrder: null,
        plannedArrival: null,
      });
      audits.push({
        entity: 'service_job',
        entityId: s.jobId,
        action: 'reschedule',
        summary: `Job ${s.jobNumber} shifted later after ${job.jobNumber} ran late`,
        changes: { scheduledDate: { from: s.from, to: s.to } },
      });
    }
    if (audits.length) await recordAudits(scope, audits);
    return {
      message: shifted.length ? SCHEDULE_MESSAGES.shifted : SCHEDULE_MESSAGES.nothingToShift,
      lateEnd: lateEnd.toISOString(),
      shifted,
    };
  });
}
