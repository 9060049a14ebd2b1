import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';

interface Range {
  start: Date;
  end: Date;
}

/** The calendar's quick counts: jobs in the day and the week (cancelled left out), open emergencies, unassigned. */
export async function countScheduleSummary({ tx, tenantId }: TenantScope, day: Range, week: Range) {
  const inRange = (r: Range) =>
    sql`scheduled_date >= ${r.start.toISOString()} and scheduled_date < ${r.end.toISOString()}`;
  const result = await tx.execute<{
    today: number;
    week: number;
    emergencies: number;
    unassigned: number;
  }>(sql`
    select
      (select count(*) from service_jobs where tenant_id = ${tenantId} and ${inRange(day)}
         and status <> 'cancelled')::int as today,
      (select count(*) from service_jobs where tenant_id = ${tenantId} and ${inRange(week)}
         and status <> 'cancelled')::int as week,
      (select count(*) from service_jobs where tenant_id = ${tenantId} and priority = 'emergency'
         and status in ('pending', 'assigned', 'in-progress'))::int as emergencies,
      (select count(*) from service_jobs where tenant_id = ${tenantId} and technician_id is null
         and status = 'pending')::int as unassigned`);
  return result.rows[0];
}

export interface LaterVisitRow {
  id: string;
  jobNumber: string;
  start: Date;
  minutes: number;
  windowStart: Date | null;
  windowEnd: Date | null;
}

/**
 * The technician's assigned visits after `after` (by start, then id) and before `dayEnd`, in that order,
 * locked for the rest of the transaction.
 */
export async function lockLaterVisits(
  { tx, tenantId }: TenantScope,
  technicianId: string,
  after: { scheduledDate: Date; id: string },
  dayEnd: Date,
): Promise<LaterVisitRow[]> {
  const rows = await tx.execute<{
    id: string;
    job_number: string;
    scheduled_date: string | Date;
    estimated_duration: number;
    window_start: string | Date | null;
    window_end: string | Date | null;
  }>(sql`
    select id, job_number, scheduled_date, estimated_duration, window_start, window_end
    from service_jobs
    where tenant_id = ${tenantId} and technician_id = ${technicianId} and status = 'assigned'
      and scheduled_date < ${dayEnd.toISOString()}
      and (scheduled_date, id) > (${after.scheduledDate.toISOString()}::timestamptz, ${after.id}::uuid)
    order by scheduled_date, id
    for update`);
  const toDate = (v: string | Date | null) => (v === null ? null : new Date(v));
  return rows.rows.map((r) => ({
    id: r.id,
    jobNumber: r.job_number,
    start: new Date(r.scheduled_date),
    minutes: Number(r.estimated_duration),
    windowStart: toDate(r.window_start),
    windowEnd: toDate(r.window_end),
  }));
}
