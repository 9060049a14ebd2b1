import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  serviceLocationCreateSchema,
  serviceLocationListQuerySchema,
  serviceLocationSchema,
  serviceLocationUpdateSchema,
} from '@tradeworks/contracts/service-locations';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { clientParamsSchema, locationParamsSchema } from './client-params';
import {
  createClientLocation,
  deleteClientLocation,
  getClientLocation,
  listClientLocations,
  updateClientLocation,
} from './service-locations.service';

const tags = ['clients'];

/** A client's service locations (issue 35): where its jobs, quotes, invoices, agreements and units are. */
export function registerServiceLocationRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/:id/locations',
    access: 'clients:view',
    summary: "A client's service locations, the default (first active) first; archived ones on request",
    description:
      'Paged and searched (name, street, city, ZIP). `includeArchived=true` adds archived locations after ' +
      'the active ones. Each answers its active equipment count and its job count.',
    tags,
    params: clientParamsSchema,
    query: serviceLocationListQuerySchema,
    response: z.array(serviceLocationSchema),
    handler: async ({ tenant, params, query, reply }) =>
      sendPage(reply, await listClientLocations({ ...tenant, clientId: params.id, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/:id/locations/:locationId',
    access: 'clients:view',
    summary: 'One service location of the client',
    tags,
    params: locationParamsSchema,
    response: serviceLocationSchema,
    handler: ({ tenant, params }) =>
      getClientLocation({ ...tenant, clientId: params.id, id: params.locationId }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/clients/:id/locations',
    access: 'clients:edit',
    summary: 'Add a service location to a client',
    description:
      'Without latitude/longitude the location gets the centre of its ZIP code, so the route optimiser ' +
      'can place its jobs. `taxGroupId`: the location’s own tax group (one of the organization’s), first choice for its documents.',
    tags,
    params: clientParamsSchema,
    body: serviceLocationCreateSchema,
    response: serviceLocationSchema,
    handler: ({ tenant, params, body }) =>
      createClientLocation({ ...tenant, clientId: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/clients/:id/locations/:locationId',
    access: 'clients:edit',
    summary: 'Change or archive (`{archived: true}`) a service location',
    description:
      "Open jobs at the location that follow its address move with it; completed jobs keep theirs. The client's " +
      'last active location cannot be archived (409).',
    tags,
    params: locationParamsSchema,
    body: serviceLocationUpdateSchema,
    response: serviceLocationSchema,
    handler: ({ tenant, params, body }) =>
      updateClientLocation({ ...tenant, clientId: params.id, id: params.locationId, data: body }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/clients/:id/locations/:locationId',
    access: 'clients:edit',
    summary: 'Delete a service location nothing points at (409 with jobs: archive it instead)',
    description:
      '409 while jobs, equipment, quotes, invoices or agreements are at the location — archive it instead ' +
      "— and for the client's last active location.",
    tags,
    params: locationParamsSchema,
    status: 204,
    handler: ({ tenant, params }) =>
      deleteClientLocation({ ...tenant, clientId: params.id, id: params.locationId }),
  });
}
