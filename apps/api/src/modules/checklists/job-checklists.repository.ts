import { and, asc, eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { jobChecklistItems, jobChecklists, serviceJobs } from '../../db/schema';

export type JobChecklistRow = typeof jobChecklists.$inferSelect;
export type JobChecklistItemRow = typeof jobChecklistItems.$inferSelect;

export interface ChecklistJob {
  id: string;
  jobNumber: string;
  status: string;
  technicianId: string | null;
  clientId: string;
  locationId: string;
}

/** The job's number, status and technician (the checklist's own reach and editability checks). */
export async function findChecklistJob(
  { tx, tenantId }: TenantScope,
  jobId: string,
): Promise<ChecklistJob | undefined> {
  const [row] = await tx
    .select({
      id: serviceJobs.id,
      jobNumber: serviceJobs.jobNumber,
      status: serviceJobs.status,
      technicianId: serviceJobs.technicianId,
      clientId: serviceJobs.clientId,
      locationId: serviceJobs.locationId,
    })
    .from(serviceJobs)
    .where(and(eq(serviceJobs.tenantId, tenantId), eq(serviceJobs.id, jobId)));
  return row;
}

/** A job's checklists in order, and all their items in order (two indexed reads). */
export async function listJobChecklists(
  { tx, tenantId }: TenantScope,
  jobId: string,
): Promise<{ checklists: JobChecklistRow[]; items: JobChecklistItemRow[] }> {
  const [checklists, items] = await Promise.all([
    tx
      .select()
      .from(jobChecklists)
      .where(and(eq(jobChecklists.tenantId, tenantId), eq(jobChecklists.jobId, jobId)))
      .orderBy(asc(jobChecklists.sortOrder), asc(jobChecklists.id)),
    tx
      .select()
      .from(jobChecklistItems)
      .where(and(eq(jobChecklistItems.tenantId, tenantId), eq(jobChecklistItems.jobId, jobId)))
      .orderBy(asc(jobChecklistItems.checklistId), asc(jobChecklistItems.position)),
  ]);
  return { checklists, items };
}

/** One item of the job, locked for its answer (another job's item is not found). */
export async function lockJobItem(
  { tx, tenantId }: TenantScope,
  jobId: string,
  itemId: string,
): Promise<JobChecklistItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(jobChecklistItems)
    .where(
      and(
        eq(jobChecklistItems.tenantId, tenantId),
        eq(jobChecklistItems.id, itemId),
        eq(jobChecklistItems.jobId, jobId),
      ),
    )
    .for('update');
  return row;
}

export interface StoredAnswer {
  answerBool: boolean | null;
  answerNumber: string | null;
  answerText: string | null;
  answerPhotoId: string | null;
  answerSignature: string | null;
}

/**
 * Writes an answer (or clears it), one version up; the checklist's last answer time follows, and its unit when
 * one is given (the readings then belong to that unit's history).
 */
export async function writeAnswer(
  { tx, tenantId }: TenantScope,
  item: JobChecklistItemRow,
  answer: StoredAnswer,
  by: { userId: string | null; name: string | null },
  equipmentId: string | null,
): Promise<JobChecklistItemRow> {
  const cleared = Object.values(answer).every((v) => v === null);
  const [row] = await tx
    .update(jobChecklistItems)
    .set({
      ...answer,
      answeredAt: cleared ? null : sql`now()`,
      answeredBy: cleared ? null : by.userId,
      answeredByName: cleared ? null : by.name,
      version: sql`${jobChecklistItems.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(jobChecklistItems.tenantId, tenantId), eq(jobChecklistItems.id, item.id)))
    .returning();
  await tx.execute(sql`update job_checklists set last_answered_at = (
      select max(answered_at) from job_checklist_items
      where tenant_id = ${tenantId} and checklist_id = ${item.checklistId}),
      equipment_id = coalesce(${equipmentId}::uuid, equipment_id)
    where tenant_id = ${tenantId} and id = ${item.checklistId}`);
  return row;
}

/** The checklist's unit so far (null: none chosen yet). */
export async function checklistUnit(
  { tx, tenantId }: TenantScope,
  checklistId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ equipmentId: jobChecklists.equipmentId })
    .from(jobChecklists)
    .where(and(eq(jobChecklists.tenantId, tenantId), eq(jobChecklists.id, checklistId)));
  return row?.equipmentId ?? null;
}

/** Whether the photo is one of this job's. */
export async function jobHasPhoto({ tx, tenantId }: TenantScope, jobId: string, photoId: string) {
  const { rows } = await tx.execute<{ found: boolean }>(sql`select exists (
    select 1 from service_job_photos where tenant_id = ${tenantId} and job_id = ${jobId} and id = ${photoId}
  ) as found`);
  return rows[0].found;
}

/** Required items of the job not answered yet, in checklist order. */
export async function unansweredRequired(
  { tx, tenantId }: TenantScope,
  jobId: string,
): Promise<Array<{ id: string; label: string }>> {
  const { rows } = await tx.execute<{ id: string; label: string }>(sql`
    select i.id, i.label from job_checklist_items i
    join job_checklists c on c.tenant_id = i.tenant_id and c.id = i.checklist_id
    where i.tenant_id = ${tenantId} and i.job_id = ${jobId} and i.required and i.answered_at is null
    order by c.sort_order, c.id, i.position`);
  return rows;
}
