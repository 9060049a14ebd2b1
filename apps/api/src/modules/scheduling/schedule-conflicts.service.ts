import {
  MAX_SCHEDULE_RANGE_DAYS,
  type ScheduleConflict,
  type ScheduleConflictsQuery,
} from '@tradeworks/contracts/scheduling';
import type { TenantContext } from '../../http/route';
import { rangeBound, tenantTimeZone } from '../../platform/tenant-clock';
import { SchedulingErrors } from './scheduling.errors';
import { findScheduleConflicts } from './schedule-conflicts.repository';

/** At most this many conflicts are answered (a range is at most 62 days; the calendar lists them). */
const MAX_CONFLICTS = 500;

/**
 * GET /api/schedule/conflicts — computed in one SQL statement over the scheduled-date index:
 * - overlap: two jobs of one technician whose times overlap (a completed job that ran past its planned end
 *   counts until it was completed, so a late finish shows against the next visit);
 * - window: an open job starting outside its client's arrival window;
 * - hours: an assigned job that starts before or ends after its technician's working day (tenant time zone).
 * One row per job and reason, so the calendar can mark each job it names.
 */
export function listScheduleConflicts(
  options: TenantContext & { query: ScheduleConflictsQuery },
): Promise<ScheduleConflict[]> {
  const { db, tenantId, userId, query } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const zone = await tenantTimeZone(scope);
    const from = rangeBound(query.from, zone, 'from');
    const to = /^\d{4}-\d{2}-\d{2}$/.test(query.to)
      ? rangeBound(query.to, zone, 'to')
      : new Date(Date.parse(query.to) + 1);
    if (to < from) throw SchedulingErrors.rangeOrder();
    if (to.getTime() - from.getTime() > (MAX_SCHEDULE_RANGE_DAYS + 1) * 86_400_000)
      throw SchedulingErrors.rangeTooLong();
    const fromIso = from.toISOString();
    const toIso = to.toISOString();
    const rows = await findScheduleConflicts(scope, { fromIso, toIso, zone }, MAX_CONFLICTS);
    return rows.map((r) => ({
      kind: r.kind,
      jobId: r.job_id,
      jobNumber: r.job_number,
      scheduledDate: new Date(r.scheduled_date).toISOString(),
      technicianId: r.technician_id,
      technicianName: r.technician_name,
      otherJobId: r.other_job_id,
      otherJobNumber: r.other_job_number,
      message: r.message,
    }));
  });
}
