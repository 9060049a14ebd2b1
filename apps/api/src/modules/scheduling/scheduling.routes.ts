import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  scheduleCalendarQuerySchema,
  scheduleCalendarSchema,
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
import { getScheduleCalendar } from './schedule-calendar.service';
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
    description:
      "Today's jobs, this week's (Monday–Sunday), open emergencies and unassigned jobs, counted in SQL " +
      "on the organization's clock; `timeZone` names that clock (UTC when unset).",
    handler: ({ tenant, query }) => getScheduleSummary({ ...tenant, query }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/schedule/calendar',
    access: 'scheduling:view',
    tags,
    query: scheduleCalendarQuerySchema,
    response: scheduleCalendarSchema,
    summary:
      'The calendar’s jobs of a range of days (≤ 62) in one request: at most `perDay` a day, with “+N more”',
    description:
      "`from` and `to` are the organization's dates (inclusive). Answers `{jobs, more}`: each day's first " +
      '`perDay` jobs (default 200, at most 500) by start time with only the fields the calendar draws, and ' +
      'for each day holding more, how many were left out. No total is counted. Cancelled jobs only with ' +
      '`status=cancelled`; `technicianId` and `priority` filter too.',
    handler: ({ tenant, query }) => getScheduleCalendar({ ...tenant, query }),
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
    description:
      "At most 62 days. One SQL statement in the organization's time zone: two jobs of one technician " +
      'that overlap (a completed job that finished late counts until it finished), a job starting ' +
      "outside its arrival window, a job outside its technician's working hours.",
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
    description:
      "Body `{scheduledDate, technicianId?, estimatedDuration}`. Applies the assign and edit routes' " +
      'own rules in one transaction with the job and technician rows locked: the status machine ' +
      '(completed and cancelled jobs do not move, an in-progress job keeps its technician), skills, ' +
      'inactive or offline technicians and capacity that day. With an `Idempotency-Key` a replay ' +
      'answers the stored result, even if the job moved since.',
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
    description:
      "The technician's later assigned visits that day are pushed back in order so none starts before " +
      'the previous one ends (starts rounded up to 5 minutes, never earlier than before, never before ' +
      "the visit's arrival window opens); windows are not changed, and a visit pushed past its window " +
      'is flagged in the answer. One transaction, the later visits locked `for update`, one audit entry ' +
      'per moved job; 409 when a visit would pass midnight.',
    handler: ({ tenant, params }) => shiftLaterVisits({ ...tenant, id: params.id }),
  });
}
