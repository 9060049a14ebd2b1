import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  clientContactCreateSchema,
  serviceHistoryQuerySchema,
  clientContactSchema,
  serviceHistoryEntrySchema,
} from '@tradeworks/contracts/clients';
import { defineRoute } from '../../http/route';
import { sendPage } from '../../http/paging';
import { addClientContact, listClientContacts, listServiceHistory } from './client-records.service';
import { clientParamsSchema } from './client-params';

/** A client's service history (jobs) and contact log. */
export function registerClientRecordRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/:id/service-history',
    access: 'clients:view',
    summary: "The client's scheduled and completed service jobs, newest first",
    tags: ['clients'],
    params: clientParamsSchema,
    query: serviceHistoryQuerySchema,
    response: z.array(serviceHistoryEntrySchema),
    handler: async ({ tenant, params, query, reply }) =>
      sendPage(reply, await listServiceHistory({ ...tenant, clientId: params.id, page: query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/:id/contacts',
    access: 'clients:view',
    summary: "The client's contact log, newest first",
    tags: ['clients'],
    params: clientParamsSchema,
    query: serviceHistoryQuerySchema,
    response: z.array(clientContactSchema),
    handler: async ({ tenant, params, query, reply }) =>
      sendPage(reply, await listClientContacts({ ...tenant, clientId: params.id, page: query })),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/clients/:id/contacts',
    access: 'clients:edit',
    summary: 'Log a contact with the client',
    tags: ['clients'],
    params: clientParamsSchema,
    body: clientContactCreateSchema,
    response: clientContactSchema,
    handler: ({ tenant, params, body }) => addClientContact({ ...tenant, clientId: params.id, data: body }),
  });
}
