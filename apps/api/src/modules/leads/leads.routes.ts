import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  leadConvertResultSchema,
  leadConvertSchema,
  leadListQuerySchema,
  leadListSchema,
  leadPatchSchema,
  leadSchema,
} from '@tradeworks/contracts/leads';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { convertLead } from './lead-convert.service';
import { listLeadsPage, updateLead } from './leads.service';

const tags = ['leads'];
const idParams = z.object({ id: z.uuid({ error: 'Lead not found' }) });

/** The lead inbox (issue 32): online bookings and requests, their follow-up and conversion. */
export function registerLeadRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/leads',
    access: 'leads:view',
    summary: 'Leads, newest first (paged; search and status filter)',
    description:
      '`search` matches name, e-mail, phone, reference or service; `status` is new, contacted, quoted, won or ' +
      'lost. `duplicates` counts the other leads with the same e-mail address or phone number. Total in ' +
      'X-Total-Count.',
    tags,
    query: leadListQuerySchema,
    response: leadListSchema,
    handler: async ({ tenant, query, reply }) => sendPage(reply, await listLeadsPage({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/leads/:id',
    access: 'leads:edit',
    summary: 'Changes a lead’s status (lost with a reason), assignee or next follow-up date',
    description:
      'Only the fields given change. Status lost needs `lostReason` (given now or kept from before); any ' +
      'other status clears it. The assignee must be a member of the organization. Audited.',
    tags,
    params: idParams,
    body: leadPatchSchema,
    response: leadSchema,
    handler: ({ tenant, params, body }) => updateLead({ ...tenant, id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/leads/:id/convert',
    access: 'leads:edit',
    summary: 'Converts a lead in one step: its client becomes active, with a draft quote or the job',
    description:
      '`to: quote` makes a draft quote (lead status quoted); `to: job` keeps the booking’s job or, when the ' +
      'office had to confirm the booking, makes a pending unassigned job in the booked window (lead status ' +
      'won). 400 for a job without a booked window; 409 for a won lead or a second quote. Audited.',
    tags,
    params: idParams,
    body: leadConvertSchema,
    response: leadConvertResultSchema,
    status: 200,
    handler: ({ tenant, params, body }) => convertLead({ ...tenant, id: params.id, to: body.to }),
  });
}
