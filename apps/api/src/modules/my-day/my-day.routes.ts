import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  jobChangesQuerySchema,
  jobChangesSchema,
  myDayCompleteSchema,
  myDayJobSchema,
  myDaySchema,
} from '@tradeworks/contracts/my-day';
import { idempotencyOf } from '../../http/idempotency';
import { defineRoute } from '../../http/route';
import { listJobChanges } from './job-changes.service';
import { getMyDay, runMyDayAction } from './my-day.service';

const idParams = z.object({ id: z.uuid() });

/** The technician's day (/my-day) and the live change feed of the dispatch screens. */
export function registerMyDayRoutes(app: FastifyInstance): void {
  const tags = ['my-day'];

  defineRoute(app, {
    method: 'GET',
    url: '/api/my-day',
    access: 'dispatching:view',
    tags,
    response: myDaySchema,
    summary: 'The signed-in technician’s jobs of today in route order (technician null when not linked)',
    handler: ({ tenant }) => getMyDay(tenant),
  });
  for (const action of ['en-route', 'start'] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/my-day/jobs/:id/${action}`,
      access: 'dispatching:edit',
      tags,
      params: idParams,
      status: 200,
      response: myDayJobSchema,
      summary: `The technician’s own job: ${action === 'start' ? 'Start' : 'On my way'} (Idempotency-Key honoured)`,
      handler: ({ tenant, params, req, reply }) =>
        runMyDayAction({ ...tenant, id: params.id, action, idempotency: idempotencyOf(req, reply) }),
    });
  }
  defineRoute(app, {
    method: 'POST',
    url: '/api/my-day/jobs/:id/complete',
    access: 'dispatching:edit',
    tags,
    params: idParams,
    body: myDayCompleteSchema,
    status: 200,
    response: myDayJobSchema,
    summary: 'The technician’s own job: Complete with notes (Idempotency-Key honoured)',
    handler: ({ tenant, params, body, req, reply }) =>
      runMyDayAction({
        ...tenant,
        id: params.id,
        action: 'complete',
        notes: body.notes,
        idempotency: idempotencyOf(req, reply, body),
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/service-jobs/changes',
    access: 'dispatching:view',
    tags,
    query: jobChangesQuerySchema,
    response: jobChangesSchema,
    summary: 'Job, technician and route-plan changes since a cursor (poll every few seconds)',
    handler: ({ tenant, query }) => listJobChanges({ ...tenant, since: query.since }),
  });
}
