import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checklistAnswerSchema,
  jobChecklistItemSchema,
  jobChecklistsSchema,
  jobChecklistUpdateSchema,
} from '@tradeworks/contracts/checklists';
import { idempotencyOf } from '../../http/idempotency';
import { defineRoute } from '../../http/route';
import { fieldCallerOf } from '../my-day/public';
import { answerChecklistItem, getJobChecklists, updateJobChecklist } from './job-checklists.service';

const jobParams = z.object({ id: z.uuid() });
const REACH =
  ' A member (a technician) reaches only jobs assigned to the technician linked to them (others are 404); ' +
  'the office roles reach every job.';

/** A job's checklists (served here, not by dispatching: the copies and answers are this module's tables). */
export function registerJobChecklistRoutes(app: FastifyInstance): void {
  const tags = ['checklists'];
  defineRoute(app, {
    method: 'GET',
    url: '/api/service-jobs/:id/checklist',
    access: 'dispatching:view',
    tags,
    params: jobParams,
    response: jobChecklistsSchema,
    summary: 'The job’s checklists with their answers and the required items still missing',
    description:
      'The copies of the templates of the job’s services (and of its agreement’s service type), in order, ' +
      'each item with its answer, `outOfRange` for a reading outside the expected range and `version` ' +
      '(send it back as `baseVersion`). `editable` says whether the caller may still answer: open jobs, ' +
      'and completed jobs for the office.' +
      REACH,
    handler: (ctx) => getJobChecklists({ ...fieldCallerOf(ctx), jobId: ctx.params.id }),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/service-jobs/:id/checklist/:itemId',
    access: 'dispatching:edit',
    tags,
    params: jobParams.extend({ itemId: z.uuid() }),
    body: checklistAnswerSchema,
    status: 200,
    response: jobChecklistItemSchema,
    summary: 'Answers one checklist item (Idempotency-Key honoured; 409 when someone else answered it since)',
    description:
      '`{value, baseVersion?}`: yes/no a boolean, number a reading (number or decimal string, 3 decimals), ' +
      'text and choice a string (choice: one of the item’s choices), photo the id of a photo of this job, ' +
      'signature a PNG data URL; null clears it. A wrong kind is 400 under `fieldErrors.value`. With ' +
      '`baseVersion`, an answer from a device that had not seen a colleague’s later answer is refused with ' +
      '409 instead of overwriting it. A cancelled job, and for a technician a completed one, is 409. ' +
      'Audited (entity `job_checklist`).' +
      REACH,
    handler: (ctx) =>
      answerChecklistItem({
        ...fieldCallerOf(ctx),
        jobId: ctx.params.id,
        itemId: ctx.params.itemId,
        body: ctx.body,
        idempotency: idempotencyOf(ctx.req, ctx.reply, ctx.body),
      }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/service-jobs/:id/checklists/:checklistId',
    access: 'dispatching:edit',
    tags,
    params: jobParams.extend({ checklistId: z.uuid() }),
    body: jobChecklistUpdateSchema,
    response: jobChecklistsSchema,
    summary: 'Shows or hides one of the job’s checklists in the client’s portal (the office only)',
    description:
      '`{portalVisible}`: the client then sees that checklist’s answers (as text, readings with the expected ' +
      'range and the out-of-range flag) under the visit in the portal’s service history; nothing else of ' +
      'the job’s checklists reaches the portal. A member (a technician) is refused with 403. Answers the ' +
      'job’s checklists as GET does. Audited (`checklist_portal`).' +
      REACH,
    handler: (ctx) =>
      updateJobChecklist({
        ...fieldCallerOf(ctx),
        jobId: ctx.params.id,
        checklistId: ctx.params.checklistId,
        portalVisible: ctx.body.portalVisible,
      }),
  });
}
