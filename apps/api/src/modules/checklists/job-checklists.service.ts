import {
  answerText,
  type ChecklistAnswerBody,
  type JobChecklistItem,
  type JobChecklists,
} from '@tradeworks/contracts/checklists';
import type { TenantScope } from '../../db/client';
import { readSignOff } from '../sign-offs/public';
import { runIdempotent, type Idempotency } from '../../http/idempotency';
import { recordAudit } from '../../platform/audit/audit-log';
import { fieldReach, reaches, type FieldCaller, type FieldReach } from '../my-day/public';
import { parseAnswer, sameAnswer } from './checklist-answer';
import { ChecklistErrors } from './checklists.errors';
import { jobEquipment } from '../equipment/public';
import {
  checklistUnit,
  findChecklistJob,
  jobHasPhoto,
  listJobChecklists,
  lockJobItem,
  writeAnswer,
  type ChecklistJob,
} from './job-checklists.repository';
import { setChecklistPortalVisible } from './job-checklist-portal.repository';
import { toJobChecklistItem, toJobChecklists } from './job-checklist-view';

const OPEN_STATUSES = ['pending', 'assigned', 'in-progress'];

/** Open jobs take answers from anyone in reach; a completed job's answers are corrected by the office only. */
const canAnswer = (job: ChecklistJob, reach: FieldReach) =>
  OPEN_STATUSES.includes(job.status) || (job.status === 'completed' && reach.office);

/** The job when the caller reaches it (a technician: only their own jobs), else 404. */
async function jobInReach(scope: TenantScope, caller: FieldCaller, jobId: string) {
  const [job, reach] = await Promise.all([findChecklistJob(scope, jobId), fieldReach(scope, caller)]);
  if (!job || !reaches(reach, job.technicianId)) throw ChecklistErrors.jobNotFound();
  return { job, reach };
}

/** GET /api/service-jobs/{id}/checklist */
export function getJobChecklists(caller: FieldCaller & { jobId: string }): Promise<JobChecklists> {
  const { db, tenantId, userId, jobId } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const { job, reach } = await jobInReach(scope, caller, jobId);
    return toJobChecklists(
      job,
      canAnswer(job, reach),
      await listJobChecklists(scope, jobId),
      await readSignOff(scope, jobId),
    );
  });
}

/**
 * The unit the checklist is filled for: the one the answer names (one the job shows, else 400); without one, a
 * checklist with no unit yet takes the job's only linked unit (a visit to one furnace needs no choice).
 */
async function unitOfAnswer(
  scope: TenantScope,
  job: ChecklistJob,
  checklistId: string,
  equipmentId: string | null | undefined,
): Promise<string | null> {
  const units = await jobEquipment(scope, job);
  if (equipmentId) {
    if (!units.some((u) => u.id === equipmentId)) throw ChecklistErrors.equipmentNotOnJob(UNIT_NOT_ON_JOB);
    return equipmentId;
  }
  if (await checklistUnit(scope, checklistId)) return null;
  const linked = units.filter((u) => u.linked);
  return linked.length === 1 ? linked[0].id : null;
}

const UNIT_NOT_ON_JOB = 'Choose a unit at the job’s location';

export interface AnswerOptions {
  jobId: string;
  itemId: string;
  body: ChecklistAnswerBody;
  idempotency?: Idempotency;
}

/**
 * PUT /api/service-jobs/{id}/checklist/{itemId}. The item row is locked, so two answers to one item queue. With
 * `baseVersion`, an answer made on a device that had not seen someone else's later answer is refused (409),
 * never written over theirs; the same person's later answer (a re-sent queue) simply wins. Audited.
 */
export function answerChecklistItem(caller: FieldCaller & AnswerOptions): Promise<JobChecklistItem> {
  const { db, tenantId, userId, jobId, itemId, body, idempotency } = caller;
  return db.tenant({ tenantId, userId }, (scope) =>
    runIdempotent(scope, idempotency, async () => {
      const { job, reach } = await jobInReach(scope, caller, jobId);
      const item = await lockJobItem(scope, jobId, itemId);
      if (!item) throw ChecklistErrors.itemNotFound();
      if (!canAnswer(job, reach)) throw ChecklistErrors.closed(job.jobNumber, job.status);
      const answer = parseAnswer(item, body.value);
      if (answer.answerPhotoId && !(await jobHasPhoto(scope, jobId, answer.answerPhotoId)))
        throw ChecklistErrors.invalidAnswer('Choose a photo of this job');
      if (sameAnswer(item, answer)) return toJobChecklistItem(item);
      const someoneElse = item.answeredBy !== null && item.answeredBy !== userId;
      if (body.baseVersion !== undefined && body.baseVersion !== item.version && someoneElse)
        throw ChecklistErrors.changedMeanwhile(item.label, item.answeredByName ?? 'someone');
      const by = { userId, name: reach.name };
      const unit = await unitOfAnswer(scope, job, item.checklistId, body.equipmentId);
      const row = await writeAnswer(scope, item, answer, by, unit);
      const shown = answerText(row, toJobChecklistItem(row).value);
      await recordAudit(scope, {
        entity: 'job_checklist',
        entityId: jobId,
        action: shown === null ? 'checklist_clear' : 'checklist_answer',
        summary:
          shown === null
            ? `${item.label} cleared on job ${job.jobNumber}`
            : `${item.label} on job ${job.jobNumber}: ${shown}${row.outOfRange ? ' (out of range)' : ''}`,
        changes: { itemId, label: item.label, version: row.version, outOfRange: row.outOfRange },
      });
      return toJobChecklistItem(row);
    }),
  );
}

/**
 * PATCH /api/service-jobs/{id}/checklists/{checklistId}: the office shows a checklist's answers to the client in
 * the portal's service history, or hides them again (technicians: 403). Audited.
 */
export function updateJobChecklist(
  caller: FieldCaller & { jobId: string; checklistId: string; portalVisible: boolean },
): Promise<JobChecklists> {
  const { db, tenantId, userId, jobId, checklistId, portalVisible } = caller;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const { job, reach } = await jobInReach(scope, caller, jobId);
    if (!reach.office) throw ChecklistErrors.officeOnly();
    const row = await setChecklistPortalVisible(scope, jobId, checklistId, portalVisible);
    if (!row) throw ChecklistErrors.checklistNotFound();
    await recordAudit(scope, {
      entity: 'job_checklist',
      entityId: jobId,
      action: 'checklist_portal',
      summary: portalVisible
        ? `Checklist ${row.name} of job ${job.jobNumber} shown to the client in the portal`
        : `Checklist ${row.name} of job ${job.jobNumber} hidden from the portal`,
      changes: { checklistId, portalVisible },
    });
    return toJobChecklists(
      job,
      canAnswer(job, reach),
      await listJobChecklists(scope, jobId),
      await readSignOff(scope, jobId),
    );
  });
}
