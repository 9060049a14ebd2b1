import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';

/** What the visit and review texts read and write beside the texts themselves. */

export type VisitRow = {
  id: string;
  client_id: string;
  status: string;
  scheduled_date: Date;
  service_type: string;
  technician_name: string | null;
};

export async function findVisit(scope: TenantScope, jobId: string): Promise<VisitRow | undefined> {
  const { rows } = await scope.tx.execute<VisitRow>(sql`
    select j.id, j.client_id, j.status, j.scheduled_date, j.service_type, t.name as technician_name
    from service_jobs j
    left join technicians t on t.tenant_id = j.tenant_id and t.id = j.technician_id
    where j.tenant_id = ${scope.tenantId} and j.id = ${jobId}`);
  const row = rows[0];
  return row && { ...row, scheduled_date: new Date(row.scheduled_date) };
}

/** The upcoming open visit the client's last confirmation or reminder text was about. */
export async function findLastTextedVisit(scope: TenantScope, clientId: string) {
  const { rows } = await scope.tx.execute<{ id: string; job_number: string }>(sql`
    select j.id, j.job_number from sms_messages m
    join service_jobs j on j.tenant_id = m.tenant_id and j.id::text = m.related_id
    where m.tenant_id = ${scope.tenantId} and m.client_id = ${clientId} and m.related_entity = 'service_job'
      and m.kind in ('appointment_confirmation', 'appointment_reminder')
      and m.status in ('sent', 'delivered', 'captured')
      and j.status in ('pending', 'assigned') and j.scheduled_date > now()
    order by coalesce(m.sent_at, m.created_at) desc, m.created_at desc
    limit 1`);
  return rows[0];
}

export async function markVisitClientConfirmed(scope: TenantScope, jobId: string) {
  await scope.tx.execute(sql`update service_jobs set client_confirmed_at = now(), updated_at = now()
      where tenant_id = ${scope.tenantId} and id = ${jobId}`);
}

/** A review request to this client still waiting or already gone, after `since`. */
export async function reviewRequestedSince(
  scope: TenantScope,
  clientId: string,
  since: Date,
): Promise<boolean> {
  const { rows } = await scope.tx.execute(sql`
    select 1 from sms_messages
    where tenant_id = ${scope.tenantId} and client_id = ${clientId} and kind = 'review_request'
      and status not in ('cancelled', 'skipped', 'failed')
      and coalesce(sent_at, next_attempt_at) > ${since.toISOString()}
    limit 1`);
  return rows.length > 0;
}
