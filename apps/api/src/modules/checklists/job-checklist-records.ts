import type { JobChecklists } from '@tradeworks/contracts/checklists';
import type { TenantScope } from '../../db/client';
import { readSignOff } from '../sign-offs/public';
import { ChecklistErrors } from './checklists.errors';
import { findChecklistJob, listJobChecklists, unansweredRequired } from './job-checklists.repository';
import { toJobChecklists } from './job-checklist-view';

/** Complete is refused (409, naming them) while required items of the job are unanswered. */
export async function assertChecklistComplete(scope: TenantScope, jobId: string): Promise<void> {
  const missing = await unansweredRequired(scope, jobId);
  if (missing.length) throw ChecklistErrors.missingRequired(missing);
}

/** A job's checklists for a document or the portal (read-only), inside the caller's transaction. */
export async function readJobChecklists(scope: TenantScope, jobId: string): Promise<JobChecklists | null> {
  const job = await findChecklistJob(scope, jobId);
  if (!job) return null;
  return toJobChecklists(job, false, await listJobChecklists(scope, jobId), await readSignOff(scope, jobId));
}
