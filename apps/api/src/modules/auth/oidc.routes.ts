import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthorizationResponseError } from 'openid-client';
import { defineRoute } from '../../http/route';
import { AppError } from '../../http/app-error';
import { clientInfo, publicBaseUrl } from '../../http/client-info';
import { isOidcConfigured } from '../../platform/auth/oidc-config';
import { completeOidcLogin, startOidcLogin } from '../../platform/auth/oidc-client';
import {
  clearLoginStateCookie,
  readLoginState,
  safeReturnPath,
  setLoginStateCookie,
} from '../../platform/auth/oidc-login-state';
import { setSessionCookie } from '../../platform/auth/session-cookie';
import { signInWithOidc } from './oidc.service';

export const OIDC_UNAVAILABLE = 'The sign-in provider is not reachable right now. Please try again later.';
export const OIDC_LOGIN_EXPIRED = 'Your sign-in attempt expired. Please try again.';
export const OIDC_DENIED = 'Sign-in was cancelled or refused by the sign-in provider.';
export const OIDC_FAILED = 'Sign-in could not be completed. Please try again.';

function callbackUrl(req: FastifyRequest): URL {
  return new URL(`${publicBaseUrl(req).replace(/\/+$/, '')}/api/callback`);
}

function loginPage(params: { redirect?: string; error?: string }): string {
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])),
  );
  return query.toString() ? `/login?${query}` : '/login';
}

export function registerOidcRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/login',
    status: 302,
    access: 'public',
    summary: 'Sign in through the OpenID Connect provider; goes to /login when none is configured',
    tags: ['auth'],
    query: z.object({ redirect: z.string().max(2000).optional() }),
    handler: async ({ query, req, reply }) => {
      const returnTo = safeReturnPath(query.redirect);
      const keep = query.redirect ? returnTo : undefined;
      if (!isOidcConfigured(app.env)) return reply.redirect(loginPage({ redirect: keep }));
      try {
        const { url, checks } = await startOidcLogin({ env: app.env, redirectUri: callbackUrl(req).href });
        setLoginStateCookie(req, reply, { ...checks, returnTo });
        return reply.redirect(url.href);
      } catch (err) {
        req.log.error({ err }, 'OIDC discovery failed');
        return reply.redirect(loginPage({ redirect: keep, error: OIDC_UNAVAILABLE }));
      }
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/callback',
    status: 302,
    access: 'public',
    summary: 'Return from the OpenID Connect provider: checks state, PKCE and nonce, signs in, goes back',
    tags: ['auth'],
    handler: async ({ db, req, reply }) => {
      const saved = readLoginState(req);
      clearLoginStateCookie(reply);
      if (!saved) return reply.redirect(loginPage({ error: OIDC_LOGIN_EXPIRED }));
      try {
        const currentUrl = callbackUrl(req);
        currentUrl.search = new URL(req.url, 'http://callback.invalid').search;
        const { issuer, claims } = await completeOidcLogin({ env: app.env, currentUrl, checks: saved });
        const { token } = await signInWithOidc({ db, issuer, claims, client: clientInfo(req) });
        setSessionCookie(req, reply, token);
        return reply.redirect(safeReturnPath(saved.returnTo));
      } catch (err) {
        req.log.warn({ err }, 'OIDC sign-in refused');
        return reply.redirect(loginPage({ error: refusalMessage(err) }));
      }
    },
  });
}

/** Our own coded refusals keep their text; provider texts are not echoed (they arrive in the URL). */
function refusalMessage(err: unknown): string {
  if (err instanceof AppError) return err.message;
  if (err instanceof AuthorizationResponseError) return OIDC_DENIED;
  return OIDC_FAILED;
}
