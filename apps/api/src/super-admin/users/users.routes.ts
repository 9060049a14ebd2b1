import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import {
  createdPlatformUserSchema,
  platformUserSchema,
  platformUserTenantSchema,
  userCreateWithTenantsSchema,
  userUpdateSchema,
} from '@tradeworks/contracts/super-admin';
import { publicBaseUrl } from '../../http/client-info';
import { defineRoute } from '../../http/route';
import { sendPage } from '../../http/paging';
import {
  createUserWithTenants,
  getPlatformUser,
  listPlatformUserTenants,
  listPlatformUsers,
  removeMembership,
  updatePlatformUser,
} from './users.service';
import { idParamsSchema } from '../../http/id-params';

const tags = ['super-admin'];

export function registerUserRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/users',
    access: 'super_admin',
    summary: 'All users with their tenants, searched on e-mail, name or tenant name',
    tags,
    query: pageQuerySchema,
    response: z.array(platformUserSchema),
    handler: async ({ db, query, reply }) => sendPage(reply, await listPlatformUsers({ db, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/users/:id',
    access: 'super_admin',
    summary: 'One user with their tenants',
    tags,
    params: idParamsSchema,
    response: platformUserSchema,
    handler: ({ db, params }) => getPlatformUser({ db, userId: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/super-admin/users/:id/tenants',
    access: 'super_admin',
    summary: "A page of the user's tenants (accepted memberships), by tenant name, searched on it",
    tags,
    params: idParamsSchema,
    query: pageQuerySchema,
    response: z.array(platformUserTenantSchema),
    handler: async ({ db, params, query, reply }) =>
      sendPage(reply, await listPlatformUserTenants({ db, userId: params.id, query })),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/super-admin/users/:id',
    access: 'super_admin',
    summary: "Edit a user's e-mail, names, super-admin flag and default tenant",
    tags,
    params: idParamsSchema,
    body: userUpdateSchema,
    response: platformUserSchema,
    handler: ({ db, session, params, body }) =>
      updatePlatformUser({ db, userId: session.user.id, targetId: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/super-admin/users/create-with-tenants',
    access: 'super_admin',
    summary: 'Create a user with tenant assignments (invited when no password is given)',
    tags,
    body: userCreateWithTenantsSchema,
    response: createdPlatformUserSchema,
    handler: ({ db, session, body, req }) =>
      createUserWithTenants({ db, userId: session.user.id, data: body, baseUrl: publicBaseUrl(req) }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/super-admin/user-tenant-memberships/:membershipId',
    access: 'super_admin',
    summary: 'Remove a tenant assignment',
    tags,
    params: z.object({ membershipId: z.uuid() }),
    status: 204,
    handler: ({ db, session, params }) =>
      removeMembership({ db, userId: session.user.id, membershipId: params.membershipId }),
  });
}
