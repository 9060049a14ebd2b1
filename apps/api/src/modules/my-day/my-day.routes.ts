import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  jobChangesQuerySchema,
  jobChangesSchema,
  myDayActionSchema,
  myDayCompleteSchema,
  myDayJobSchema,
  myDaySchema,
} from '@tradeworks/contracts/my-day';
import { enRoutePositionResultSchema, enRoutePositionSchema } from '@tradeworks/contracts/tracking';
import { idempotencyOf } from '../../http/idempotency';
import { defineRoute } from '../../http/route';
import { publicBaseUrl } from '../../http/client-info';
import { listJobChanges } from './job-changes.service';
import { getMyDay, recordMyDayPosition, runMyDayAction } from './my-day.service';

const idParams = z.object({ id: z.uuid() });

/** The tracking link's base: PUBLIC_URL; without it (and not on loopback) the text goes without a link. */
function linkBaseOf(req: FastifyRequest): string | null {
  try {
    return publicBaseUrl(req);
  } catch {
    return null;
  }
}

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
    description:
      "`{date, timeZone, technician, jobs}`: the technician's assigned, in-progress and completed jobs " +
      "of today in the organization's time zone (plus any job of theirs still in progress from an " +
      'earlier day), ordered by planned arrival, else window, else booked time; each with its ' +
      '`allowedActions`.',
    handler: ({ tenant }) => getMyDay(tenant),
  });
  for (const action of ['en-route', 'start'] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/my-day/jobs/:id/${action}`,
      access: 'dispatching:edit',
      tags,
      params: idParams,
      body: myDayActionSchema.optional(),
      status: 200,
      response: myDayJobSchema,
      summary: `The technician’s own job: ${action === 'start' ? 'Start' : 'On my way'} (Idempotency-Key honoured)`,
      description:
        "Only the signed-in technician's own jobs (another's is 404). On my way marks the job `enRouteAt` " +
        'and the technician `en-route` (once per assignment, while assigned); Start makes the job ' +
        'in-progress and the technician busy. Audited in the same transaction. The optional body ' +
        '`{at, latitude, longitude, accuracy}` is the tap on the device (the offline queue sends it later): ' +
        'travel time opens at On my way, on-job time at Start. On my way also queues the client’s on-my-way ' +
        'text with a `/track/{token}` link when that automation is on (once per setting off).',
      handler: ({ tenant, params, body, req, reply }) =>
        runMyDayAction({
          ...tenant,
          id: params.id,
          action,
          moment: body ?? {},
          idempotency: idempotencyOf(req, reply, body),
          linkBase: action === 'en-route' ? linkBaseOf(req) : null,
        }),
    });
  }
  defineRoute(app, {
    method: 'POST',
    url: '/api/my-day/jobs/:id/position',
    access: 'dispatching:edit',
    tags,
    params: idParams,
    body: enRoutePositionSchema,
    status: 200,
    response: enRoutePositionResultSchema,
    summary: 'The technician’s position while on the way to their own job (the tracking page’s ETA)',
    description:
      '`{latitude, longitude, accuracy?, at?}`: My Day sends it every two minutes while the technician is on ' +
      "the way, only when the browser's location permission is granted. Only the signed-in technician's " +
      "own job (another's is 404) between On my way and Start (409 otherwise). The job's live tracking link " +
      'keeps it as the last position and reckons the ETA again; an older position than the one kept is ' +
      'ignored. `{tracked}` says whether a link took it. The tracking page never shows it exactly (with a tile ' +
      'server configured, its map gets it rounded to about a kilometre).',
    handler: ({ tenant, params, body }) => recordMyDayPosition(tenant, params.id, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/my-day/jobs/:id/complete',
    access: 'dispatching:edit',
    tags,
    params: idParams,
    body: myDayCompleteSchema,
    status: 200,
    response: myDayJobSchema,
    summary: 'The technician’s own job: Complete with notes and sign-off (Idempotency-Key honoured)',
    description:
      "Only the signed-in technician's own job in progress (another's is 404): completed with the " +
      'notes, the technician back to available. Audited in the same transaction. ' +
      '`{notes, signatureDataUrl?, signerName?, customerNotPresent?, at?, latitude?, longitude?, accuracy?}`: ' +
      'the customer’s drawn signature (PNG data URL) with the printed name, or "customer not present"; 409 ' +
      'naming the required checklist items still unanswered. Closes the job’s running time entries.',
    handler: ({ tenant, params, body, req, reply }) =>
      runMyDayAction({
        ...tenant,
        id: params.id,
        action: 'complete',
        notes: body.notes,
        moment: body,
        signOff: body,
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
    description:
      'The audit entries of jobs, technicians and route plans after the cursor, newest first, at most ' +
      '200, with the next cursor; read through the index `audit_log (tenant_id, entity, created_at)`. ' +
      "Because `created_at` is a transaction's start and commits can land out of that order, the answer " +
      'deliberately overlaps the last 30 s (`CHANGE_FEED_OVERLAP_SECONDS`): clients skip entry ids they ' +
      'saw in the previous answer. The web polls it every 3 s while visible.',
    handler: ({ tenant, query }) => listJobChanges({ ...tenant, since: query.since }),
  });
}
