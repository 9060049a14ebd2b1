import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import {
  assignableRoleSchema,
  teamUserCreateSchema,
  teamUserCreatedSchema,
  teamUserSchema,
  teamUserUpdateSchema,
} from '@tradeworks/contracts/team';
import { publicBaseUrl } from '../../http/client-info';
import { defineRoute, type RouteContext } from '../../http/route';
import { sendPage } from '../../http/paging';
import type { TeamActor } from './team-rules';
import { listAssignableRoles, listTeam, removeTeamUser, updateTeamUser } from './team.service';
import { createTeamUser, resendInvitation, revokeInvitation } from './team-invitations.service';

const userParamsSchema = z.object({ userId: z.uuid() });
const listQuerySchema = pageQuerySchema.extend({ status: z.enum(['active', 'pending']).optional() });
const tags = ['team'];

/** The signed-in member as the team rules see them. */
function teamContext(ctx: Pick<RouteContext<unknown, unknown, unknown>, 'tenant' | 'session'>) {
  const { tenantId, db } = ctx.tenant;
  const auth = ctx.session;
  const actor: TeamActor = {
    userId: auth.user.id,
    isSuperAdmin: auth.user.isSuperAdmin,
    role: auth.tenant?.role ?? null,
    access: auth.access,
  };
  return { db, tenantId, actor };
}

/** /users — the tenant's own team (spec part 2 "Tenant team users"); `admin` is its permission (DESIGN.md §5). */
export function registerTeamRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/tenant/users',
    access: 'admin:view',
    summary: 'Team members and pending invitations, searched on name, e-mail and role',
    tags,
    query: listQuerySchema,
    response: z.array(teamUserSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listTeam({ db: tenant.db, tenantId: tenant.tenantId, query })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/tenant/roles',
    access: 'admin:view',
    summary: 'The roles the signed-in user may give (built-in and custom)',
    tags,
    response: z.array(assignableRoleSchema),
    handler: (ctx) => listAssignableRoles(teamContext(ctx)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/tenant/users',
    access: 'admin:edit',
    summary:
      'Invite a person by e-mail: a new account with a set-password link, or an existing one to accept',
    description:
      'Body `{email, firstName, lastName, role}` (or `first_name`, `last_name`). A new address gets a ' +
      'password-less account and an e-mail with a single-use set-password link valid for 7 days. An ' +
      'existing account gets a *pending* membership, which grants nothing, and an e-mail with a single-use ' +
      'accept link valid for 7 days (`/api/invitations`); it joins only when its owner accepts. The answer ' +
      'is the same either way and holds only what was sent (no account names, no last sign-in), so it does ' +
      'not tell whether the address had an account. Nobody gives a role granting more than their own access ' +
      '(compared area by area); only an owner makes an owner.',
    tags,
    body: teamUserCreateSchema,
    response: teamUserCreatedSchema,
    handler: (ctx) =>
      createTeamUser({ ...teamContext(ctx), data: ctx.body, baseUrl: publicBaseUrl(ctx.req) }),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/tenant/users/:userId',
    access: 'admin:edit',
    summary: "Change a member's names and role",
    description:
      'Body `{first_name, last_name, role}`. Only an owner changes an owner; the last owner cannot be ' +
      'demoted, not even by themselves (owner rows are locked, so two owners demoting each other at ' +
      'once leave one).',
    tags,
    params: userParamsSchema,
    body: teamUserUpdateSchema,
    response: teamUserSchema,
    handler: (ctx) =>
      updateTeamUser({ ...teamContext(ctx), memberUserId: ctx.params.userId, data: ctx.body }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/tenant/users/:userId',
    access: 'admin:edit',
    summary: 'Remove a member from the organization (the account stays)',
    description:
      'Ends the membership, never the account. Only an owner removes an owner; the last owner cannot be ' +
      'removed.',
    tags,
    params: userParamsSchema,
    status: 204,
    handler: (ctx) => removeTeamUser({ ...teamContext(ctx), memberUserId: ctx.params.userId }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/tenant/users/:userId/resend-invitation',
    access: 'admin:edit',
    summary: 'Send a pending invitation again with a fresh link (set-password, or accept)',
    description: 'The old link stops working.',
    tags,
    params: userParamsSchema,
    status: 200,
    response: teamUserSchema,
    handler: (ctx) =>
      resendInvitation({
        ...teamContext(ctx),
        memberUserId: ctx.params.userId,
        baseUrl: publicBaseUrl(ctx.req),
      }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/tenant/users/:userId/invitation',
    access: 'admin:edit',
    summary: 'Revoke a pending invitation (the membership and its link go)',
    tags,
    params: userParamsSchema,
    status: 204,
    handler: (ctx) => revokeInvitation({ ...teamContext(ctx), memberUserId: ctx.params.userId }),
  });
}
