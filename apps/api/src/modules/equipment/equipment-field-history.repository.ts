import { sql } from 'drizzle-orm';
import { answerText, expectedRangeText, type ChecklistItemKind } from '@tradeworks/contracts/checklists';
import type { HistoryRow, HistorySource } from './equipment-history-source';

/** The fields every history entry has. */
export const historyBase = (row: HistoryRow) => ({
  key: row.key,
  occurredAt: new Date(row.occurred_at).toISOString(),
  jobId: row.job_id,
  jobNumber: row.job_number,
  technicianName: row.technician_name,
});

interface AnswerData {
  label: string;
  kind: ChecklistItemKind;
  unit: string | null;
  min: string | null;
  max: string | null;
  bool: boolean | null;
  number: string | null;
  text: string | null;
  photo: string | null;
  outOfRange: boolean;
}

const valueOf = (a: AnswerData) => a.bool ?? a.number ?? a.text ?? a.photo;

/**
 * Checklists filled for the unit (readings, answers), at their last answer. The unit's checklists come from
 * their own partial index (tenant, unit, last answer desc, id desc) — at most `take` of them — and only then are
 * their answered items read through the checklist's index: a tenant with a million answers reads a page's worth.
 * Signatures are left out (the customer's sign-off is the job's, not the unit's).
 */
export const checklistHistory: HistorySource = {
  kind: 'checklist',
  rows: (tenantId, equipmentId, take) => sql`
    select 'checklist' as kind, 'checklist:' || c.id as key, c.last_answered_at as occurred_at,
      c.job_id, j.job_number, t.name as technician_name,
      jsonb_build_object('name', c.name, 'answers', (
        select coalesce(jsonb_agg(jsonb_build_object('label', i.label, 'kind', i.kind, 'unit', i.unit,
          'min', i.min::text, 'max', i.max::text, 'bool', i.answer_bool, 'number', i.answer_number::text,
          'text', i.answer_text, 'photo', i.answer_photo_id, 'outOfRange', i.out_of_range) order by i.position),
          '[]'::jsonb)
        from job_checklist_items i
        where i.tenant_id = c.tenant_id and i.checklist_id = c.id and i.answered_at is not null
          and i.kind <> 'signature')) as data
    from (select * from job_checklists
      where tenant_id = ${tenantId} and equipment_id = ${equipmentId} and last_answered_at is not null
      order by last_answered_at desc, id desc
      limit ${take}) c
    join service_jobs j on j.tenant_id = c.tenant_id and j.id = c.job_id
    left join technicians t on t.tenant_id = j.tenant_id and t.id = j.technician_id
    order by occurred_at desc, key desc`,
  count: (tenantId, equipmentId) => sql`(select count(*) from job_checklists
    where tenant_id = ${tenantId} and equipment_id = ${equipmentId} and last_answered_at is not null)`,
  toEntry: (row) => ({
    ...historyBase(row),
    kind: 'checklist',
    checklistName: String(row.data.name),
    answers: (row.data.answers as AnswerData[]).map((a) => ({
      label: a.label,
      answer: answerText(a, valueOf(a)) ?? '',
      expected: a.kind === 'number' ? expectedRangeText(a) : null,
      outOfRange: a.outOfRange,
    })),
  }),
};

/** Technicians' photos that show the unit, when they were stored (the photos' partial index on the unit). */
export const photoHistory: HistorySource = {
  kind: 'photo',
  rows: (tenantId, equipmentId, take) => sql`
    select 'photo' as kind, 'photo:' || p.id as key, p.created_at as occurred_at,
      p.job_id, j.job_number, t.name as technician_name,
      jsonb_build_object('photoId', p.id, 'tag', p.tag, 'caption', p.caption) as data
    from service_job_photos p
    join service_jobs j on j.tenant_id = p.tenant_id and j.id = p.job_id
    left join technicians t on t.tenant_id = p.tenant_id and t.id = p.technician_id
    where p.tenant_id = ${tenantId} and p.equipment_id = ${equipmentId}
    order by p.created_at desc, p.id desc
    limit ${take}`,
  count: (tenantId, equipmentId) => sql`(select count(*) from service_job_photos
    where tenant_id = ${tenantId} and equipment_id = ${equipmentId})`,
  toEntry: (row) => ({
    ...historyBase(row),
    kind: 'photo',
    photoId: String(row.data.photoId),
    tag: (row.data.tag as 'before' | 'after' | 'other' | null) ?? null,
    caption: (row.data.caption as string | null) ?? null,
  }),
};
