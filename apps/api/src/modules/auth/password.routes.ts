import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  changePasswordResultSchema,
  forgotPasswordBodySchema,
  forgotPasswordResultSchema,
  invitationSchema,
  resetPasswordBodySchema,
  setPasswordResultSchema,
} from '@tradeworks/contracts/auth';
import { defineRoute } from '../../http/route';
import { clientInfo, publicBaseUrl } from '../../http/client-info';
import { SESSION_COOKIE, setSessionCookie } from '../../platform/auth/session-cookie';
import { changePassword, describeResetLink, requestPasswordReset, resetPassword } from './password.service';

/** Forgot password (e-mailed single-use link) and Change password (Profile). */
export function registerPasswordRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/forgot-password',
    access: 'public',
    summary: 'E-mail a single-use password reset link',
    description:
      'Answers the same message whether or not the address has an account. The link (valid 60 minutes, ' +
      'once) goes through the outbox of an organization the user belongs to. Requests are limited per ' +
      'address and per e-mail (429 with a wait).',
    tags: ['auth'],
    body: forgotPasswordBodySchema,
    status: 200,
    response: forgotPasswordResultSchema,
    handler: async ({ db, body, req }) =>
      requestPasswordReset({ db, email: body.email, address: req.ip, baseUrl: publicBaseUrl(req) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/password-reset',
    access: 'public',
    summary: 'Who a password reset link belongs to (404 when unknown, used or expired)',
    tags: ['auth'],
    query: z.object({ token: z.string().min(1) }),
    response: invitationSchema,
    handler: ({ db, query, req }) => describeResetLink({ db, token: query.token, address: req.ip }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/reset-password',
    access: 'public',
    summary: 'Set a new password from a reset link: signs out every session and signs this browser in',
    tags: ['auth'],
    body: resetPasswordBodySchema,
    status: 200,
    response: setPasswordResultSchema,
    handler: async ({ db, body, req, reply }) => {
      const session = await resetPassword({ db, data: body, client: clientInfo(req) });
      setSessionCookie(req, reply, session.token);
      return { ok: true };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/change-password',
    access: 'authenticated',
    summary: "Change the signed-in user's password; every other session of the user is signed out",
    tags: ['auth'],
    body: changePasswordBodySchema,
    status: 200,
    response: changePasswordResultSchema,
    handler: ({ db, body, req, session }) =>
      changePassword({
        db,
        user: session.user,
        sessionToken: req.cookies[SESSION_COOKIE],
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
      }),
  });
}
