import { sql } from 'drizzle-orm';
import { JOB_CHANGE_ENTITIES } from '@tradeworks/contracts/my-day';
import type { TenantScope } from '../../db/client';

export type JobChangeRow = {
  id: string;
  entity: string;
  entity_id: string;
  action: string;
  at: string;
};

/** The database clock less `seconds`, as an ISO text with microseconds (the feed's horizon). */
export async function readClockLessSeconds({ tx }: TenantScope, seconds: number): Promise<string> {
  const [{ horizon }] = (
    await tx.execute<{ horizon: string }>(
      sql`select to_json(clock_timestamp() - make_interval(secs => ${seconds}))#>>'{}' as horizon`,
    )
  ).rows;
  return horizon;
}

/**
 * Audit entries of jobs, technicians and route plans written after `from`, newest first, at most `limit`.
 * Index: audit_log_entity_recent_idx (tenant, entity, created_at).
 */
export async function listJobChangesSince(
  { tx, tenantId }: TenantScope,
  from: string,
  limit: number,
): Promise<JobChangeRow[]> {
  const result = await tx.execute<JobChangeRow>(sql`
    select id, entity, entity_id, action, to_json(created_at)#>>'{}' as at from audit_log
    where tenant_id = ${tenantId}
      and entity in (${sql.join(
        JOB_CHANGE_ENTITIES.map((e) => sql`${e}`),
        sql`, `,
      )})
      and created_at > ${from}::timestamptz
    order by created_at desc, id desc
    limit ${limit}`);
  return result.rows;
}
