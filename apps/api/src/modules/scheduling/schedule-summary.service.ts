import type { ScheduleSummary, ScheduleSummaryQuery } from '@tradeworks/contracts/scheduling';
import type { TenantContext } from '../../http/route';
import { countScheduleSummary } from './scheduling.repository';
import { addDays, dayBounds, localDate, tenantTimeZone } from '../../platform/tenant-clock';

/** Monday of the week holding `date` (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * GET /api/schedule/summary — the calendar's quick stats, counted in SQL over index ranges: jobs today and
 * this week (Monday–Sunday, tenant time zone; cancelled ones left out), open emergencies, unassigned jobs.
 * It also names the tenant's time zone, in which the calendar draws and edits times.
 */
export function getScheduleSummary(
  options: TenantContext & { query: ScheduleSummaryQuery },
): Promise<ScheduleSummary> {
  const { db, tenantId, userId, query } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const zone = await tenantTimeZone(scope);
    const date = query.date ?? localDate(new Date(), zone);
    const weekStart = mondayOf(date);
    const weekEnd = addDays(weekStart, 6);
    const day = dayBounds(date, zone);
    const week = { start: dayBounds(weekStart, zone).start, end: dayBounds(weekEnd, zone).end };
    const row = await countScheduleSummary(scope, day, week);
    return {
      date,
      timeZone: zone,
      weekStart,
      weekEnd,
      todayJobs: row.today,
      weekJobs: row.week,
      emergenciesOpen: row.emergencies,
      unassigned: row.unassigned,
    };
  });
}
