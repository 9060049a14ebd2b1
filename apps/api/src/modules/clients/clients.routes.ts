import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  clientCreateSchema,
  clientListQuerySchema,
  clientUpdateSchema,
  clientSavedSchema,
  clientSchema,
  clientSummarySchema,
} from '@tradeworks/contracts/clients';
import { defineRoute } from '../../http/route';
import { sendPage } from '../../http/paging';
import { clientParamsSchema } from './client-params';
import { registerClientRecordRoutes } from './client-records.routes';
import {
  createClient,
  deleteClient,
  getClient,
  getClientSummary,
  listClientsPage,
  updateClient,
} from './clients.service';
import { registerPaymentMethodRoutes } from './payment-methods.routes';
import { registerServiceLocationRoutes } from './service-locations.routes';

export function registerClientRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/clients',
    access: 'clients:view',
    summary: 'Clients, paged and searched (name, e-mail, phone or address)',
    tags: ['clients'],
    query: clientListQuerySchema,
    response: z.array(clientSchema),
    handler: async ({ tenant, query, reply }) => sendPage(reply, await listClientsPage({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/summary',
    access: 'clients:view',
    summary: 'Client counts by status and type',
    tags: ['clients'],
    response: clientSummarySchema,
    handler: ({ tenant }) => getClientSummary(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/:id',
    access: 'clients:view',
    summary: 'One client',
    tags: ['clients'],
    params: clientParamsSchema,
    response: clientSchema,
    handler: ({ tenant, params }) => getClient({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/clients',
    access: 'clients:edit',
    summary: 'Create a client (a shared e-mail is allowed and flagged in possibleDuplicateOf)',
    description:
      'Two clients may share an e-mail address: the answer names the other one in `possibleDuplicateOf` ' +
      '(the form says so). A client keeps the latitude/longitude of a picked address, else the centre ' +
      'of its ZIP code.',
    tags: ['clients'],
    body: clientCreateSchema,
    response: clientSavedSchema,
    handler: ({ tenant, body }) => createClient({ ...tenant, data: body }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/clients/:id',
    access: 'clients:edit',
    summary: 'Change a client',
    tags: ['clients'],
    params: clientParamsSchema,
    body: clientUpdateSchema,
    response: clientSavedSchema,
    handler: ({ tenant, params, body }) => updateClient({ ...tenant, id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/clients/:id',
    access: 'clients:edit',
    summary: 'Delete a client without quotes, invoices or jobs (409 otherwise: mark it inactive instead)',
    description:
      '409 while the client has quotes, invoices, jobs, payments, agreements or equipment: set its status to ' +
      'inactive instead, so its financial history stays. Deleting a client detaches its saved payment ' +
      'methods at Stripe.',
    tags: ['clients'],
    params: clientParamsSchema,
    status: 204,
    handler: ({ tenant, params }) => deleteClient({ ...tenant, id: params.id }),
  });

  registerClientRecordRoutes(app);
  registerPaymentMethodRoutes(app);
  registerServiceLocationRoutes(app);
}
