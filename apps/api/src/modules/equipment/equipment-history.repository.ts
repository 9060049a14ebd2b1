import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { checklistHistory, historyBase, photoHistory } from './equipment-field-history.repository';
import type { HistoryRow, HistorySource } from './equipment-history-source';

/** Jobs and agreement visits that worked on the unit, at their completion (else scheduled) time. */
export const jobHistory: HistorySource = {
  kind: 'job',
  rows: (tenantId, equipmentId, take) => sql`
    select 'job' as kind, 'job:' || j.id as key, coalesce(j.completed_at, j.scheduled_date) as occurred_at,
      j.id as job_id, j.job_number, t.name as technician_name,
      jsonb_build_object('status', j.status, 'serviceType', j.service_type, 'agreementId', j.agreement_id,
        'agreementNumber', a.contract_number, 'notes', j.notes) as data
    from service_job_equipment je
    join service_jobs j on j.tenant_id = je.tenant_id and j.id = je.job_id
    left join technicians t on t.tenant_id = j.tenant_id and t.id = j.technician_id
    left join service_agreements a on a.tenant_id = j.tenant_id and a.id = j.agreement_id
    where je.tenant_id = ${tenantId} and je.equipment_id = ${equipmentId}
    order by occurred_at desc, key desc
    limit ${take}`,
  count: (tenantId, equipmentId) => sql`(select count(*) from service_job_equipment
    where tenant_id = ${tenantId} and equipment_id = ${equipmentId})`,
  toEntry: (row) => ({
    ...historyBase(row),
    kind: 'job',
    status: String(row.data.status),
    serviceType: String(row.data.serviceType),
    agreementId: (row.data.agreementId as string | null) ?? null,
    agreementNumber: (row.data.agreementNumber as string | null) ?? null,
    notes: (row.data.notes as string | null) ?? null,
  }),
};

/** Refrigerant added or recovered (the EPA 608 log), at noon UTC of the service day. */
export const refrigerantHistory: HistorySource = {
  kind: 'refrigerant',
  rows: (tenantId, equipmentId, take) => sql`
    select 'refrigerant' as kind, 'refrigerant:' || r.id as key,
      (r.serviced_on + time '12:00') at time zone 'UTC' as occurred_at,
      r.job_id, j.job_number, t.name as technician_name,
      jsonb_build_object('servicedOn', r.serviced_on, 'action', r.action, 'amountOz', r.amount_oz::text,
        'refrigerantType', r.refrigerant_type, 'notes', r.notes) as data
    from equipment_refrigerant_log r
    join technicians t on t.tenant_id = r.tenant_id and t.id = r.technician_id
    left join service_jobs j on j.tenant_id = r.tenant_id and j.id = r.job_id
    where r.tenant_id = ${tenantId} and r.equipment_id = ${equipmentId}
    order by r.serviced_on desc, r.id desc
    limit ${take}`,
  count: (tenantId, equipmentId) => sql`(select count(*) from equipment_refrigerant_log
    where tenant_id = ${tenantId} and equipment_id = ${equipmentId})`,
  toEntry: (row) => ({
    ...historyBase(row),
    kind: 'refrigerant',
    servicedOn: String(row.data.servicedOn),
    action: row.data.action as 'added' | 'recovered',
    amountOz: String(row.data.amountOz),
    refrigerantType: (row.data.refrigerantType as string | null) ?? null,
    notes: (row.data.notes as string | null) ?? null,
  }),
};

export const HISTORY_SOURCES: HistorySource[] = [
  jobHistory,
  refrigerantHistory,
  checklistHistory,
  photoHistory,
];

/** One page of the unit's merged history, newest first, and its total, in one statement. */
export async function listHistory(
  { tx, tenantId }: TenantScope,
  equipmentId: string,
  page: { limit: number; offset: number },
  sources: HistorySource[] = HISTORY_SOURCES,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const take = page.offset + page.limit;
  const union = sql.join(
    sources.map((s) => sql`(${s.rows(tenantId, equipmentId, take)})`),
    sql` union all `,
  );
  const total = sql.join(
    sources.map((s) => s.count(tenantId, equipmentId)),
    sql` + `,
  );
  const { rows } = await tx.execute<HistoryRow & { total: string }>(sql`
    select h.*, ${total} as total from (${union}) h
    order by h.occurred_at desc, h.key desc
    limit ${page.limit} offset ${page.offset}`);
  if (rows.length) return { rows, total: Number(rows[0].total) };
  const {
    rows: [only],
  } = await tx.execute<{ total: string }>(sql`select ${total} as total`);
  return { rows: [], total: Number(only.total) };
}
