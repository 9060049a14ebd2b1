import type { JobPriority, JobStatus } from '@tradeworks/contracts/service-jobs';
import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';

export type CalendarJobRow = {
  id: string;
  job_number: string;
  client_name: string;
  service_type: string;
  priority: JobPriority;
  status: JobStatus;
  technician_id: string | null;
  scheduled_date: Date | string;
  estimated_duration: number;
  address: string | null;
  /** The tenant's day the job starts on, and how many jobs (after the filters) that day holds. */
  day: string;
  day_total: number;
};

export interface CalendarRange {
  start: Date;
  end: Date;
  zone: string;
  perDay: number;
  technicianId?: string;
  priority?: JobPriority;
  status?: JobStatus;
}

/**
 * The calendar's jobs of [start, end): one read of the scheduled-date index range, each tenant day's first
 * `perDay` jobs by start (ties by id), with the day's size from the same rows — no separate count. Only the
 * columns the calendar draws. Cancelled jobs only when asked for by status.
 */
export async function listCalendarJobs(
  { tx, tenantId }: TenantScope,
  range: CalendarRange,
): Promise<CalendarJobRow[]> {
  const result = await tx.execute<CalendarJobRow>(sql`
    with j as (
      select s.id, s.job_number, s.client_name, s.service_type, s.priority, s.status, s.technician_id,
        s.scheduled_date, s.estimated_duration, s.address, d.day,
        row_number() over (partition by d.day order by s.scheduled_date, s.id) as rn,
        count(*) over (partition by d.day)::int as day_total
      from service_jobs s
        cross join lateral (select (s.scheduled_date at time zone ${range.zone})::date::text as day) d
      where s.tenant_id = ${tenantId}
        and s.scheduled_date >= ${range.start.toISOString()} and s.scheduled_date < ${range.end.toISOString()}
        ${range.status ? sql`and s.status = ${range.status}` : sql`and s.status <> 'cancelled'`}
        ${range.priority ? sql`and s.priority = ${range.priority}` : sql``}
        ${range.technicianId ? sql`and s.technician_id = ${range.technicianId}` : sql``}
    )
    select id, job_number, client_name, service_type, priority, status, technician_id, scheduled_date,
      estimated_duration, address, day, day_total
    from j where rn <= ${range.perDay}
    order by scheduled_date, id`);
  return result.rows;
}
