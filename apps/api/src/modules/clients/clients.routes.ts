import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';
import { sendPage } from '../../http/paging';
import { clientListQuerySchema } from './clients.schemas';
import { listClientsPage } from './clients.service';

export function registerClientRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/clients',
    access: 'clients:view',
    summary: 'Clients, paged and searched (name, e-mail, phone or address)',
    tags: ['clients'],
    query: clientListQuerySchema,
    handler: async ({ tenant, query, reply }) => sendPage(reply, await listClientsPage({ ...tenant, query })),
  });
}
