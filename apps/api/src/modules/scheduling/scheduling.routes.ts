import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  scheduleConflictSchema,
  scheduleConflictsQuerySchema,
  scheduleMoveSchema,
  scheduleSummaryQuerySchema,
  scheduleSummarySchema,
  shiftLaterResultSchema,
} from '@tradeworks/contracts/scheduling';
import { serviceJobDetailSchema } from '@tradeworks/contracts/service-jobs';
import { idParamsSchema } from '../../http/id-params';
import { idempotencyOf } from '../../http/idempotency';
import { defineRoute } from '../../http/route';
import { listScheduleConflicts } from './schedule-conflicts.service';
import { moveScheduledJob } from './schedule-move.service';
import { getScheduleSummary } from './schedule-summary.service';
import { shiftLaterVisits } from './shift-later.service';

/** The scheduling calendar's own reads and moves; its jobs are the dispatch module's service jobs. */
export function registerSchedulingRoutes(app: FastifyInstance): void {
  const tags = ['scheduling'];

  defineRoute(app, {
    method: 'GET',
    url: '/api/schedule/summary',
    access: 'scheduling:view',
    tags,
    query: scheduleSummaryQuerySchema,
    response: scheduleSummarySchema,
    summary: 'Quick stats: jobs today, this week (Mon–Sun), open emergencies, unassigned',
    handler: ({ tenant, query }) => getScheduleSummary({ ...tenant, query }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/schedule/conflicts',
    access: 'scheduling:view',
    tags,
    query: scheduleConflictsQuerySchema,
    response: z.array(scheduleConflictSchema),
    summary:
      'Conflicts in a range (≤ 62 days): a technician’s overlapping jobs, outside the arrival window, outside working hours',
    handler: ({ tenant, query }) => listScheduleConflicts({ ...tenant, query }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/schedule/jobs/:id',
    access: 'scheduling:edit',
    tags,
    params: idParamsSchema,
    body: scheduleMoveSchema,
    summary:
      'Moves a job on the calendar: new start, technician (assign / reassign), duration — the assign and edit rules apply (Idempotency-Key honoured)',
    response: serviceJobDetailSchema,
    handler: ({ tenant, params, body, req, reply }) =>
      moveScheduledJob({
        ...tenant,
        id: params.id,
        data: body,
        idempotency: idempotencyOf(req, reply, body),
      }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/schedule/jobs/:id/shift-later',
    access: 'scheduling:edit',
    tags,
    params: idParamsSchema,
    response: shiftLaterResultSchema,
    status: 200,
    summary:
      'The job ran late: pushes its technician’s later visits that day back, keeping order and windows',
    handler: ({ tenant, params }) => shiftLaterVisits({ ...tenant, id: params.id }),
  });
}
