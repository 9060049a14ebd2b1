import type { FastifyInstance } from 'fastify';
import { invoiceDetailSchema } from '@tradeworks/contracts/invoices';
import { z } from 'zod';
import {
  optimizeRoutesSchema,
  dispatchSummarySchema,
  jobTrackingSchema,
  optimizeRoutesResultSchema,
  routePlanUndoResultSchema,
} from '@tradeworks/contracts/dispatching';
import {
  assignJobSchema,
  completeJobSchema,
  serviceJobCreateSchema,
  serviceJobListQuerySchema,
  serviceJobUpdateSchema,
  serviceJobDetailSchema,
  serviceJobSchema,
  cancelJobSchema,
} from '@tradeworks/contracts/service-jobs';
import {
  technicianCreateSchema,
  technicianListQuerySchema,
  technicianUpdateSchema,
  technicianSchema,
  jobCandidateSchema,
  jobCandidatesQuerySchema,
  linkableUserSchema,
  linkableUsersQuerySchema,
} from '@tradeworks/contracts/technicians';
import { sendPage } from '../../http/paging';
import { idempotencyOf } from '../../http/idempotency';
import { defineRoute } from '../../http/route';
import { getDispatchSummary, trackJob } from './dispatch-board.service';
import { invoiceJob } from './job-invoice.service';
import { assignJob, moveJob } from './job-transitions.service';
import { applyRoutePlan, optimizeRoutes, undoRoutePlan } from './optimize-routes.service';
import { travelTimeFromEnv } from './travel-time';
import {
  createServiceJob,
  deleteServiceJob,
  getServiceJob,
  listServiceJobsPage,
  updateServiceJob,
} from './service-jobs.service';
import {
  createTechnician,
  deleteTechnician,
  getTechnician,
  jobCandidates,
  listLinkableUsersFor,
  listTechniciansPage,
  updateTechnician,
} from './technicians.service';
import { idParamsSchema } from '../../http/id-params';

/** Technicians, service jobs, their status machine, assignment, invoicing and the route optimiser. */
export function registerDispatchingRoutes(app: FastifyInstance): void {
  const tags = ['dispatch'];

  defineRoute(app, {
    method: 'GET',
    url: '/api/technicians',
    access: 'dispatching:view',
    tags,
    query: technicianListQuerySchema,
    summary:
      'Technicians, paged; search on name, e-mail, skill; filters status, isActive; forJob = who can take it',
    description:
      '`forJob=<jobId>` lists only the technicians who can take that job (active, not offline, with its ' +
      "skills, below `maxJobs` that day) with that day's load. `currentJobs` is counted from assigned " +
      'and in-progress jobs of today on every read, never stored.',
    response: z.array(technicianSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listTechniciansPage({ ...tenant, query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/technicians/linkable-users',
    access: 'dispatching:edit',
    tags,
    query: linkableUsersQuerySchema,
    summary: 'Team members to link to a technician (search on name and e-mail; at most 50)',
    description:
      'Each member with the technician they are already linked to (`technicianId`, `technicianName`): ' +
      'one account signs in as at most one technician, and lands on /my-day.',
    response: z.array(linkableUserSchema),
    handler: ({ tenant, query }) => listLinkableUsersFor({ ...tenant, search: query.search }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/technicians/:id',
    access: 'dispatching:view',
    tags,
    params: idParamsSchema,
    summary: 'A technician with today’s load',
    response: technicianSchema,
    handler: ({ tenant, params }) => getTechnician({ ...tenant, id: params.id }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/technicians',
    access: 'dispatching:edit',
    tags,
    body: technicianCreateSchema,
    summary: 'Adds a technician (maxJobs 4, rating 0.00, available; working day from business hours)',
    response: technicianSchema,
    handler: ({ tenant, body }) => createTechnician({ ...tenant, data: body }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/technicians/:id',
    access: 'dispatching:edit',
    tags,
    params: idParamsSchema,
    body: technicianUpdateSchema,
    summary: 'Edits a technician (isActive false deactivates)',
    response: technicianSchema,
    handler: ({ tenant, params, body }) => updateTechnician({ ...tenant, id: params.id, data: body }),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/technicians/:id',
    access: 'dispatching:edit',
    tags,
    params: idParamsSchema,
    status: 204,
    summary: 'Deletes a technician without jobs (409 otherwise: deactivate)',
    handler: ({ tenant, params }) => deleteTechnician({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/service-jobs',
    access: 'dispatching:view',
    tags,
    query: serviceJobListQuerySchema,
    summary:
      'Service jobs, paged; search number, client, service type, address; filters incl. from/to, unassigned',
    description:
      '`from`/`to` read a range through the index on `(tenant_id, scheduled_date)`; the calendar fetches a ' +
      'range in pages of 200 in parallel, at most 2,000 jobs.',
    response: z.array(serviceJobSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listServiceJobsPage({ ...tenant, query })),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/service-jobs/:id',
    access: 'dispatching:view',
    tags,
    params: idParamsSchema,
    summary: 'A service job with its services and allowed actions',
    response: serviceJobDetailSchema,
    handler: ({ tenant, params }) => getServiceJob({ ...tenant, id: params.id }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/service-jobs/:id/track',
    access: 'dispatching:view',
    tags,
    params: idParamsSchema,
    summary: 'The job’s technician and their stops that day with planned arrivals',
    response: jobTrackingSchema,
    handler: ({ tenant, params }) => trackJob({ ...tenant, id: params.id }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/service-jobs',
    access: 'dispatching:edit',
    tags,
    body: serviceJobCreateSchema,
    summary: 'Creates a pending job JOB-YYYY-NNNN at the client’s address by default',
    response: serviceJobDetailSchema,
    handler: ({ tenant, body }) => createServiceJob({ ...tenant, data: body }),
  });
  defineRoute(app, {
    method: 'PATCH',
    url: '/api/service-jobs/:id',
    access: 'dispatching:edit',
    tags,
    params: idParamsSchema,
    body: serviceJobUpdateSchema,
    summary: 'Edits an open job’s details (status moves through the action routes)',
    response: serviceJobDetailSchema,
    handler: ({ tenant, params, body }) => updateServiceJob({ ...tenant, id: params.id, data: body }),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/service-jobs/:id',
    access: 'dispatching:edit',
    tags,
    params: idParamsSchema,
    status: 204,
    summary: 'Deletes a pending or cancelled job',
    handler: ({ tenant, params }) => deleteServiceJob({ ...tenant, id: params.id }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/service-jobs/:id/candidates',
    access: 'dispatching:view',
    tags,
    params: idParamsSchema,
    query: jobCandidatesQuerySchema,
    summary: 'Who could take the job at a start time (`at`, `duration`), and why the others cannot',
    description:
      "Every active, not offline technician with that day's load; those who can take it first, the others " +
      'with `unavailableReason`: off shift (outside their working day), at capacity that day, missing skill.',
    response: z.array(jobCandidateSchema),
    handler: ({ tenant, params, query }) => jobCandidates({ ...tenant, jobId: params.id, ...query }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/service-jobs/:id/assign',
    access: 'dispatching:edit',
    tags,
    params: idParamsSchema,
    body: assignJobSchema,
    status: 200,
    summary:
      'Assigns a pending job (refused: inactive, offline, missing skill, at capacity that day; Idempotency-Key honoured)',
    description:
      "The technician's row is locked while their day is counted, so two dispatchers taking the last " +
      'slot at once get one success and one 409. With an `Idempotency-Key`, a retry answers what was ' +
      'already done.',
    response: serviceJobDetailSchema,
    handler: ({ tenant, params, body, req, reply }) =>
      assignJob({ ...tenant, id: params.id, data: body, idempotency: idempotencyOf(req, reply, body) }),
  });
  for (const action of ['start', 'unassign', 'reopen'] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/api/service-jobs/:id/${action}`,
      access: 'dispatching:edit',
      tags,
      params: idParamsSchema,
      status: 200,
      summary:
        action === 'reopen'
          ? 'Reopens a cancelled job: pending again, unassigned (409 otherwise; Idempotency-Key honoured)'
          : `Job status: ${action} (409 when the status does not allow it; Idempotency-Key honoured)`,
      response: serviceJobDetailSchema,
      handler: ({ tenant, params, req, reply }) =>
        moveJob({ ...tenant, id: params.id, action, idempotency: idempotencyOf(req, reply) }),
    });
  }
  defineRoute(app, {
    method: 'POST',
    url: '/api/service-jobs/:id/cancel',
    access: 'dispatching:edit',
    tags,
    params: idParamsSchema,
    body: cancelJobSchema,
    status: 200,
    summary: 'Cancels a pending or assigned job, with an optional reason (Idempotency-Key honoured)',
    description:
      '`{reason?}`: kept on the job (`cancellationReason`) and in its activity. A cancelled job can be ' +
      'reopened (`POST /api/service-jobs/{id}/reopen`).',
    response: serviceJobDetailSchema,
    handler: ({ tenant, params, body, req, reply }) =>
      moveJob({
        ...tenant,
        id: params.id,
        action: 'cancel',
        reason: body.reason,
        idempotency: idempotencyOf(req, reply, body),
      }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/service-jobs/:id/complete',
    access: 'dispatching:edit',
    tags,
    params: idParamsSchema,
    body: completeJobSchema,
    status: 200,
    summary: 'Completes a job in progress with the technician’s notes (Idempotency-Key honoured)',
    description:
      '`{notes, signatureDataUrl?, signerName?, customerNotPresent?}`: the customer’s drawn signature (a PNG ' +
      'data URL, with the printed name) or "customer not present". 409 while required checklist items are ' +
      'unanswered (the message names them). Closes the technician’s running time on the job.',
    response: serviceJobDetailSchema,
    handler: ({ tenant, params, body, req, reply }) =>
      moveJob({
        ...tenant,
        id: params.id,
        action: 'complete',
        notes: body.notes,
        signOff: body,
        idempotency: idempotencyOf(req, reply, body),
      }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/service-jobs/:id/invoice',
    access: 'invoices:edit',
    tags,
    params: idParamsSchema,
    summary: 'Turns a completed job into a draft invoice, once',
    description:
      "Needs edit on invoices. The job's services are priced from the catalogue, through the invoices " +
      'module (numbering, totals, audit); a second call answers 409. Parts are not taken from stock ' +
      'again: completing the job already took them.',
    response: invoiceDetailSchema,
    handler: ({ tenant, params }) => invoiceJob({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/dispatch/summary',
    access: 'dispatching:view',
    tags,
    summary: 'Pending Jobs, Active Jobs, Available Technicians, Emergency Jobs',
    description: 'Counted in SQL.',
    response: dispatchSummarySchema,
    handler: ({ tenant }) => getDispatchSummary(tenant),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/dispatch/optimize-routes',
    access: 'dispatching:edit',
    tags,
    body: optimizeRoutesSchema,
    status: 200,
    summary:
      'Plans the day team-wide (time windows, skills, max jobs); answers message, efficiencyImprovement, plan',
    description:
      'Body optional: `{date?: "YYYY-MM-DD", technicianIds?, assignPending?: true, preview?: false}`. Plans the day ' +
      'team-wide: active, not offline technicians are vehicles (start at home or at the end of their ' +
      'job in progress, working window, skills, `maxJobs` less jobs in progress); assigned jobs stay ' +
      'with their technician and are re-ordered; pending jobs are placed by arrival window, duration, ' +
      'skills and priority; a job keeps its booked time unless it has an arrival window or is `anytime`. ' +
      'With `preview: true` nothing changes: the plan is stored for POST /api/dispatch/route-plans/{planId}/apply. ' +
      'Without it, saves `routeOrder` and `plannedArrival`, assigns what it placed (Undo for 30 minutes), and ' +
      'answers `{message, efficiencyImprovement, plan, planId, applied, undoUntil}` with a reason for each job it could not place. ' +
      '503 *Route optimiser is not available* when the solver is not wired in.',
    response: optimizeRoutesResultSchema,
    handler: ({ tenant, body }) =>
      optimizeRoutes({ ...tenant, data: body, travel: travelTimeFromEnv(app.env) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/dispatch/route-plans/:id/apply',
    access: 'dispatching:edit',
    tags,
    params: idParamsSchema,
    status: 200,
    summary: 'Applies a previewed route plan (409 when the day changed since, or after 30 minutes)',
    description:
      'Writes the plan that POST /api/dispatch/optimize-routes with `preview: true` proposed: assignments, route ' +
      'order, planned arrivals (and the booked time of jobs without a fixed time). Answers as optimize-routes ' +
      'with `applied: true` and `undoUntil`.',
    response: optimizeRoutesResultSchema,
    handler: ({ tenant, params }) => applyRoutePlan({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/dispatch/route-plans/:id/undo',
    access: 'dispatching:edit',
    tags,
    params: idParamsSchema,
    status: 200,
    summary: 'Undoes an applied route plan: every job it wrote back as it was (within 30 minutes)',
    description:
      'Restores technician, status, route order, planned arrival, booked time and unplaced reason of every ' +
      'job the plan wrote, and removes the assignments it added. 409 after 30 minutes or when one of ' +
      'those jobs was changed since.',
    response: routePlanUndoResultSchema,
    handler: ({ tenant, params }) => undoRoutePlan({ ...tenant, id: params.id }),
  });
}
