import { answerText, expectedRangeText } from '@tradeworks/contracts/checklists';
import type { PortalPastVisit } from '@tradeworks/contracts/portal';
import type { TenantScope } from '../../db/client';
import { answerValue } from './checklist-answer';
import { listPortalChecklistRows } from './job-checklist-portal.repository';

type PortalChecklist = PortalPastVisit['checklists'][number];

/**
 * What the client sees of the jobs' checklists in the portal: only those the office marked visible, each
 * answer as text (a signature reads "Signed", a photo answer "Photo" — the drawing and the photo itself are
 * not sent), with the expected range and the out-of-range flag of readings.
 */
export async function portalChecklists(
  scope: TenantScope,
  jobIds: string[],
): Promise<Map<string, PortalChecklist[]>> {
  const { checklists, items } = await listPortalChecklistRows(scope, jobIds);
  const byJob = new Map<string, PortalChecklist[]>();
  for (const checklist of checklists) {
    const list = byJob.get(checklist.jobId) ?? [];
    list.push({
      name: checklist.name,
      items: items
        .filter((i) => i.checklistId === checklist.id)
        .map((i) => ({
          label: i.label,
          answer: answerText(i, answerValue(i)),
          expected: i.kind === 'number' ? expectedRangeText(i) : null,
          outOfRange: i.outOfRange,
        })),
    });
    byJob.set(checklist.jobId, list);
  }
  return byJob;
}
