import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  serviceListQuerySchema,
  serviceSaveSchema,
  serviceSchema,
  serviceSummarySchema,
  serviceWithLinesSchema,
} from '@tradeworks/contracts/services';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import {
  createService,
  deleteServiceById,
  getService,
  getServiceSummary,
  listServicesPage,
  updateServiceDetails,
} from './services.service';
import { idParamsSchema } from '../../http/id-params';

const tags = ['services'];

export function registerServiceRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/services',
    access: 'services:view',
    summary:
      'Services, paged and searched (name, description or category), filtered by type, status, category',
    tags,
    query: serviceListQuerySchema,
    response: z.array(serviceSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listServicesPage({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/services/summary',
    access: 'services:view',
    summary: 'The four stat cards: active (of total), simple, composite, total value of base prices',
    tags,
    response: serviceSummarySchema,
    handler: ({ tenant }) => getServiceSummary(tenant),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/services/:id',
    access: 'services:view',
    summary: 'One service with its components',
    tags,
    params: idParamsSchema,
    response: serviceWithLinesSchema,
    handler: ({ tenant, params }) => getService({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/services',
    access: 'services:edit',
    summary: 'Create a service {service, lineItems}; a composite’s price is the sum of its line totals',
    description:
      "A composite service's base price is always the sum of its part, labor and service line totals " +
      '(quantity × rate, exact cents), computed here whatever the body says. Part lines must link to an ' +
      'active part of the organization. Tags are sent as a list.',
    tags,
    body: serviceSaveSchema,
    response: serviceWithLinesSchema,
    handler: ({ tenant, body }) => createService({ ...tenant, data: body }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/services/:id',
    access: 'services:edit',
    summary: 'Replace a service and its components',
    tags,
    params: idParamsSchema,
    body: serviceSaveSchema,
    response: serviceWithLinesSchema,
    handler: ({ tenant, params, body }) => updateServiceDetails({ ...tenant, id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/services/:id',
    access: 'services:edit',
    summary: 'Delete a service no quote or invoice uses',
    description: '409 while quote or invoice lines refer to it: make it inactive instead.',
    tags,
    params: idParamsSchema,
    status: 204,
    handler: ({ tenant, params }) => deleteServiceById({ ...tenant, id: params.id }),
  });
}
