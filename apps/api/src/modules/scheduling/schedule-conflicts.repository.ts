import type { ConflictKind } from '@tradeworks/contracts/scheduling';
import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';

export type ConflictRow = {
  kind: ConflictKind;
  job_id: string;
  job_number: string;
  scheduled_date: Date | string;
  technician_id: string | null;
  technician_name: string | null;
  other_job_id: string | null;
  other_job_number: string | null;
  message: string;
};

/**
 * The range's conflicts in one statement over the scheduled-date index (the kinds are described at
 * listScheduleConflicts), in the zone's local times, at most `limit`.
 */
export async function findScheduleConflicts(
  { tx, tenantId }: TenantScope,
  range: { fromIso: string; toIso: string; zone: string },
  limit: number,
): Promise<ConflictRow[]> {
  const { fromIso, toIso, zone } = range;
  const result = await tx.execute<ConflictRow>(sql`
    with j as (
      select s.id, s.job_number, s.status, s.scheduled_date, s.window_start, s.window_end,
        s.technician_id, t.name as technician_name, t.work_start, t.work_end,
        case when s.status = 'completed' and s.completed_at > s.scheduled_date + make_interval(mins => s.estimated_duration)
          then s.completed_at else s.scheduled_date + make_interval(mins => s.estimated_duration) end as ends_at,
        (s.scheduled_date at time zone ${zone}) as local_start,
        (s.scheduled_date at time zone ${zone})::date as local_day
      from service_jobs s
      left join technicians t on t.tenant_id = s.tenant_id and t.id = s.technician_id
      where s.tenant_id = ${tenantId} and s.status <> 'cancelled'
        -- a day earlier: a long job starting before the range can still overlap one inside it
        and s.scheduled_date >= ${fromIso}::timestamptz - interval '1 day' and s.scheduled_date < ${toIso}
    ), in_range as (select * from j where scheduled_date >= ${fromIso})
    select 'overlap' as kind, a.id as job_id, a.job_number, a.scheduled_date, a.technician_id, a.technician_name,
        b.id as other_job_id, b.job_number as other_job_number,
        a.job_number || ' overlaps ' || b.job_number || ' for ' || a.technician_name as message
      from in_range a join j b on b.technician_id = a.technician_id and b.id <> a.id
        and a.scheduled_date < b.ends_at and b.scheduled_date < a.ends_at
      where a.technician_id is not null and a.status in ('assigned', 'in-progress', 'completed')
        and b.status in ('assigned', 'in-progress', 'completed')
    union all
    select 'window', id, job_number, scheduled_date, technician_id, technician_name, null, null,
        job_number || ' starts at ' || to_char(local_start, 'HH24:MI') || ', outside its arrival window '
          || to_char(window_start at time zone ${zone}, 'HH24:MI') || '–'
          || to_char(window_end at time zone ${zone}, 'HH24:MI')
      from in_range
      where status in ('pending', 'assigned', 'in-progress') and window_start is not null
        and (scheduled_date < window_start or scheduled_date > window_end)
    union all
    select 'hours', id, job_number, scheduled_date, technician_id, technician_name, null, null,
        job_number || ' is outside ' || technician_name || '''s working hours '
          || to_char(work_start, 'HH24:MI') || '–' || to_char(work_end, 'HH24:MI')
      from in_range
      where technician_id is not null and status in ('assigned', 'in-progress')
        and (local_start < local_day + work_start
          -- 23:59 is how the "24 hours" setting ends a day: the whole day
          or (ends_at at time zone ${zone}) > local_day + case when work_end >= time '23:59'
            then interval '1 day' else work_end - time '00:00' end)
    order by scheduled_date, job_number, kind
    limit ${limit}`);
  return result.rows;
}
