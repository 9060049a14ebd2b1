import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import {
  superAdminTenantSchema,
  tenantCreateSchema,
  tenantUpdateSchema,
} from '@tradeworks/contracts/super-admin';
import { idParamsSchema } from '../../http/id-params';
import { defineRoute } from '../../http/route';
import { sendPage } from '../../http/paging';
import { createTenant, getTenant, listTenantsWithStats, updateTenantDetails } from './tenants.service';

export const tenantParamsSchema = idParamsSchema;
const tags = ['super-admin'];

export function registerTenantRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/tenants',
    access: 'super_admin',
    summary: 'Tenants with usage statistics, searched on name, slug or domain',
    tags,
    query: pageQuerySchema,
    response: z.array(superAdminTenantSchema),
    handler: async ({ db, query, reply }) => sendPage(reply, await listTenantsWithStats({ db, query })),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/super-admin/tenants',
    access: 'super_admin',
    summary: 'Create a tenant',
    tags,
    body: tenantCreateSchema,
    response: superAdminTenantSchema,
    handler: ({ db, session, body }) => createTenant({ db, userId: session.user.id, data: body }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/tenants/:id',
    access: 'super_admin',
    summary: 'One tenant with usage statistics',
    tags,
    params: tenantParamsSchema,
    response: superAdminTenantSchema,
    handler: ({ db, params }) => getTenant({ db, tenantId: params.id }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/super-admin/tenants/:id',
    access: 'super_admin',
    summary: 'Change some fields of a tenant',
    tags,
    params: tenantParamsSchema,
    body: tenantUpdateSchema,
    response: superAdminTenantSchema,
    handler: ({ db, session, params, body }) =>
      updateTenantDetails({ db, userId: session.user.id, tenantId: params.id, data: body }),
  });
}
