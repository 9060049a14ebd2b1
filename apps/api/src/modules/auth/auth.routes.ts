import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  currentTenantBodySchema,
  loginBodySchema,
  setPasswordBodySchema,
  authUserSchema,
  invitationSchema,
  setPasswordResultSchema,
} from '@tradeworks/contracts/auth';
import { defineRoute } from '../../http/route';
import { clientInfo } from '../../http/client-info';
import { SESSION_COOKIE, clearSessionCookie, setSessionCookie } from '../../platform/auth/session-cookie';
import { deleteSession } from '../../platform/auth/sessions';
import { resolveTenant, tenantSlugOf } from '../../http/auth-context';
import { buildCurrentUser } from './current-user';
import { chooseCurrentTenant, describeInvitation, login, setPasswordFromInvitation } from './auth.service';
import { setDeviceCookie, signInClientOf } from './sign-in-limit';

export function registerAuthRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/login',
    access: 'public',
    summary: 'Sign in with e-mail and password',
    tags: ['auth'],
    body: loginBodySchema,
    status: 200,
    response: authUserSchema,
    handler: async ({ db, body, req, reply }) => {
      const session = await login({ db, data: body, client: clientInfo(req), signIn: signInClientOf(req) });
      setSessionCookie(req, reply, session.token);
      setDeviceCookie(req, reply, session.device);
      return buildCurrentUser(db, await resolveTenant(db, session.user, tenantSlugOf(req)));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/logout',
    access: 'public',
    summary: 'Sign out: destroys the session (a POST, so another site cannot trigger it)',
    tags: ['auth'],
    status: 204,
    handler: async ({ db, req, reply }) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/logout',
    status: 302,
    access: 'public',
    summary:
      "The spec's sign-out link: signs out only when the browser says the user opened it on this site " +
      '(Sec-Fetch-Site same-origin or none); from another site it signs nothing out and goes to /',
    tags: ['auth'],
    handler: async ({ db, req, reply }) => {
      const site = req.headers['sec-fetch-site'];
      if (site !== 'same-origin' && site !== 'none') return reply.redirect('/');
      const token = req.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply);
      return reply.redirect('/login');
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/user',
    access: 'authenticated',
    summary: 'The signed-in user, memberships and the access table of the active tenant',
    tags: ['auth'],
    response: authUserSchema,
    handler: ({ db, session }) => buildCurrentUser(db, session),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/auth/current-tenant',
    access: 'authenticated',
    summary: 'Store the chosen organization as the default',
    tags: ['auth'],
    body: currentTenantBodySchema,
    status: 204,
    handler: ({ db, session, body }) =>
      chooseCurrentTenant({
        db,
        userId: session.user.id,
        isSuperAdmin: session.user.isSuperAdmin,
        slug: body.slug,
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/invitation',
    access: 'public',
    summary: 'Who a set-password link belongs to',
    tags: ['auth'],
    query: z.object({ token: z.string().min(1) }),
    response: invitationSchema,
    handler: ({ db, query, req }) => describeInvitation({ db, token: query.token, address: req.ip }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/set-password',
    access: 'public',
    summary: 'Set a password from an invitation link and sign in',
    tags: ['auth'],
    body: setPasswordBodySchema,
    status: 200,
    response: setPasswordResultSchema,
    handler: async ({ db, body, req, reply }) => {
      const session = await setPasswordFromInvitation({ db, data: body, client: clientInfo(req) });
      setSessionCookie(req, reply, session.token);
      return { ok: true };
    },
  });
}
