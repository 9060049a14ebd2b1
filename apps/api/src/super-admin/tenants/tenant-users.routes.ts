import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import {
  addExistingUserSchema,
  tenantUserCreateSchema,
  tenantUserSchema,
  tenantUserUpdateSchema,
} from '@tradeworks/contracts/super-admin';
import { publicBaseUrl } from '../../http/client-info';
import { defineRoute } from '../../http/route';
import { sendPage } from '../../http/paging';
import {
  addExistingTenantUser,
  createTenantUser,
  listTenantUsers,
  updateTenantUser,
} from './tenant-users.service';
import { tenantParamsSchema } from './tenants.routes';

const memberParamsSchema = tenantParamsSchema.extend({ userId: z.uuid() });
const tags = ['super-admin'];

export function registerTenantUserRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/tenants/:id/users',
    access: 'super_admin',
    summary: "A tenant's members, searched on e-mail and name",
    tags,
    params: tenantParamsSchema,
    query: pageQuerySchema,
    response: z.array(tenantUserSchema),
    handler: async ({ db, params, query, reply }) =>
      sendPage(reply, await listTenantUsers({ db, tenantId: params.id, query })),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/super-admin/tenants/:id/users',
    access: 'super_admin',
    summary: 'Create a user in a tenant (invited by e-mail when no password is given)',
    tags,
    params: tenantParamsSchema,
    body: tenantUserCreateSchema,
    response: tenantUserSchema.extend({ invitation_sent: z.boolean() }),
    handler: ({ db, session, params, body, req }) =>
      createTenantUser({
        db,
        userId: session.user.id,
        tenantId: params.id,
        data: body,
        baseUrl: publicBaseUrl(req),
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/super-admin/tenants/:id/users/add-existing',
    access: 'super_admin',
    summary: 'Add an existing user to a tenant',
    tags,
    params: tenantParamsSchema,
    body: addExistingUserSchema,
    response: tenantUserSchema,
    handler: ({ db, session, params, body }) =>
      addExistingTenantUser({ db, userId: session.user.id, tenantId: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/super-admin/tenants/:id/users/:userId',
    access: 'super_admin',
    summary: "Change a member's names and role",
    tags,
    params: memberParamsSchema,
    body: tenantUserUpdateSchema,
    response: tenantUserSchema,
    handler: ({ db, session, params, body }) =>
      updateTenantUser({
        db,
        userId: session.user.id,
        tenantId: params.id,
        memberUserId: params.userId,
        data: body,
      }),
  });
}
