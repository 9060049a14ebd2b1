import {
  MAX_SCHEDULE_RANGE_DAYS,
  type ScheduleCalendar,
  type ScheduleCalendarQuery,
} from '@tradeworks/contracts/scheduling';
import type { TenantContext } from '../../http/route';
import { rangeBound, tenantTimeZone } from '../../platform/tenant-clock';
import { listCalendarJobs } from './schedule-calendar.repository';
import { SchedulingErrors } from './scheduling.errors';

/**
 * GET /api/schedule/calendar — what the calendar draws for a range of the tenant's days, in one request: the
 * jobs' calendar fields, at most `perDay` a day, and per day how many more there are (the "+N more").
 */
export function getScheduleCalendar(
  options: TenantContext & { query: ScheduleCalendarQuery },
): Promise<ScheduleCalendar> {
  const { db, tenantId, userId, query } = options;
  if (query.to < query.from) throw SchedulingErrors.rangeOrder();
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
  if (days > MAX_SCHEDULE_RANGE_DAYS) throw SchedulingErrors.rangeTooLong();
  return db.tenant({ tenantId, userId }, async (scope) => {
    const zone = await tenantTimeZone(scope);
    const rows = await listCalendarJobs(scope, {
      start: rangeBound(query.from, zone, 'from'),
      end: rangeBound(query.to, zone, 'to'),
      zone,
      perDay: query.perDay,
      technicianId: query.technicianId,
      priority: query.priority,
      status: query.status,
    });
    const shown = new Map<string, { total: number; sent: number }>();
    const jobs = rows.map((r) => {
      const day = shown.get(r.day) ?? { total: r.day_total, sent: 0 };
      day.sent++;
      shown.set(r.day, day);
      return {
        id: r.id,
        jobNumber: r.job_number,
        clientName: r.client_name,
        serviceType: r.service_type,
        priority: r.priority,
        status: r.status,
        technicianId: r.technician_id,
        scheduledDate: new Date(r.scheduled_date).toISOString(),
        estimatedDuration: r.estimated_duration,
        address: r.address,
      };
    });
    const more = [...shown]
      .filter(([, d]) => d.total > d.sent)
      .map(([date, d]) => ({ date, count: d.total - d.sent }));
    return { jobs, more };
  });
}
