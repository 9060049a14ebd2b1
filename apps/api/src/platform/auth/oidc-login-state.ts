import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Carries PKCE verifier, state, nonce and the return path from /api/login to /api/callback. */
export const OIDC_LOGIN_COOKIE = 'tw_oidc';
// Only the callback needs it; SameSite=Lax still sends it on the provider's top-level redirect back.
const COOKIE_PATH = '/api/callback';
const MAX_AGE_SECONDS = 10 * 60;

const loginStateSchema = z.object({
  codeVerifier: z.string().min(43),
  state: z.string().min(1),
  nonce: z.string().min(1),
  returnTo: z.string(),
});

export type OidcLoginState = z.infer<typeof loginStateSchema>;

// Same rule as the session cookie (COOKIE_SECURE, else whether the request came over https).
function secure(req: FastifyRequest): boolean {
  const setting = req.server.env.COOKIE_SECURE;
  return setting === 'auto' ? req.protocol === 'https' : setting === 'true';
}

export function setLoginStateCookie(req: FastifyRequest, reply: FastifyReply, state: OidcLoginState): void {
  reply.setCookie(OIDC_LOGIN_COOKIE, Buffer.from(JSON.stringify(state)).toString('base64url'), {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(req),
    maxAge: MAX_AGE_SECONDS,
  });
}

/** The saved login state, or null when the cookie is missing, expired or malformed. */
export function readLoginState(req: FastifyRequest): OidcLoginState | null {
  const raw = req.cookies[OIDC_LOGIN_COOKIE];
  if (!raw) return null;
  try {
    const parsed = loginStateSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearLoginStateCookie(reply: FastifyReply): void {
  reply.clearCookie(OIDC_LOGIN_COOKIE, { path: COOKIE_PATH });
}

const BASE = 'http://tradeworks.invalid';

/** A same-origin page path to return to after sign-in; anything else (other hosts, API paths) becomes '/'. */
export function safeReturnPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return '/';
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || url.pathname.startsWith('/api/')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
