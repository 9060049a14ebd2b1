import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { jobChecklistItems, jobChecklists } from '../../db/schema';
import type { JobChecklistItemRow, JobChecklistRow } from './job-checklists.repository';

/** Shows or hides one checklist of the job in the portal; undefined when the job has no such checklist. */
export async function setChecklistPortalVisible(
  { tx, tenantId }: TenantScope,
  jobId: string,
  checklistId: string,
  portalVisible: boolean,
): Promise<JobChecklistRow | undefined> {
  const [row] = await tx
    .update(jobChecklists)
    .set({ portalVisible })
    .where(
      and(
        eq(jobChecklists.tenantId, tenantId),
        eq(jobChecklists.jobId, jobId),
        eq(jobChecklists.id, checklistId),
      ),
    )
    .returning();
  return row;
}

/**
 * The checklists the office marked visible on these jobs, with their items in order: two reads through the
 * job indexes (the portal's history asks for at most 100 jobs).
 */
export async function listPortalChecklistRows(
  { tx, tenantId }: TenantScope,
  jobIds: string[],
): Promise<{ checklists: JobChecklistRow[]; items: JobChecklistItemRow[] }> {
  if (jobIds.length === 0) return { checklists: [], items: [] };
  const checklists = await tx
    .select()
    .from(jobChecklists)
    .where(
      and(
        eq(jobChecklists.tenantId, tenantId),
        inArray(jobChecklists.jobId, jobIds),
        eq(jobChecklists.portalVisible, true),
      ),
    )
    .orderBy(asc(jobChecklists.jobId), asc(jobChecklists.sortOrder), asc(jobChecklists.id));
  if (checklists.length === 0) return { checklists, items: [] };
  const items = await tx
    .select()
    .from(jobChecklistItems)
    .where(
      and(
        eq(jobChecklistItems.tenantId, tenantId),
        inArray(
          jobChecklistItems.checklistId,
          checklists.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(jobChecklistItems.checklistId), asc(jobChecklistItems.position));
  return { checklists, items };
}
