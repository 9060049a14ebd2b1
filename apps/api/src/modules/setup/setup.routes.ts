import type { FastifyInstance } from 'fastify';
import {
  setupBodySchema,
  type SetupStatus,
  authUserSchema,
  setupStatusSchema,
} from '@tradeworks/contracts/auth';
import { defineRoute } from '../../http/route';
import { clientInfo } from '../../http/client-info';
import { setSessionCookie } from '../../platform/auth/session-cookie';
import { resolveTenant } from '../../http/auth-context';
import { buildCurrentUser } from '../auth/public';
import { isOidcConfigured } from '../../platform/auth/oidc-config';
import { isSetupNeeded, runSetup } from './setup.service';

export function registerSetupRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/setup',
    access: 'public',
    summary: 'Whether first-run set-up is needed (no user exists yet)',
    tags: ['setup'],
    response: setupStatusSchema,
    handler: async ({ db }): Promise<SetupStatus> => ({
      needed: await isSetupNeeded(db),
      oidcEnabled: isOidcConfigured(app.env),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/setup',
    access: 'public',
    summary: 'Create the first super admin and organization, then sign in',
    tags: ['setup'],
    body: setupBodySchema,
    response: authUserSchema,
    handler: async ({ db, body, req, reply }) => {
      const { token, user } = await runSetup({ db, data: body, client: clientInfo(req) });
      setSessionCookie(req, reply, token);
      return buildCurrentUser(db, await resolveTenant(db, user, null));
    },
  });
}
