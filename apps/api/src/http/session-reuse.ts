import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AuthProof, Database } from '../db/client';
import { sqlStateOf } from '../db/sql-state';
import { SESSION_COOKIE } from '../platform/auth/session-cookie';
import { bearerApiKeyOf, lookupApiKeyAuth } from './api-key-auth';
import { ApiKeyRateLimiter } from './api-key-rate-limit';
import { AppError, forbidden } from './app-error';
import { lookupAuth, tenantSlugOf } from './auth-context';
import type { RequestAuth } from './request-auth';
import { enforceAccess, type RouteAccess } from './route-access';

/**
 * Session reuse (docs/decisions/0006): a read (GET/HEAD) need not look its session up again when this process
 * looked it up moments ago — the lookup was one round trip and half of a cheap request's cost. Nothing is
 * trusted on memory alone: a request served from memory carries the `auth_epoch` it was read at into its own
 * tenant transactions, whose first statement fails (SQLSTATE TWAUT) unless no session, user, tenant,
 * membership or role changed since (migration 0023); the read then runs again on a fresh lookup. A request that
 * ran no such transaction proves the same before its answer leaves. So a sign-out, a removed member or a
 * changed role takes effect on the very next request, in every process.
 *
 * The one entry point is `sessionRoute`, the handler and onSend hook defineRoute gives every staff route; the
 * lookup itself (one statement) is auth-context.ts.
 */

declare module 'fastify' {
  interface FastifyRequest {
    resolvedAuth?: RequestAuth | null;
    /** Set when the auth was reused from memory: what the request must still prove. */
    authProof?: AuthProof;
    /** After a failed proof: look the session up, do not reuse it. */
    sessionCacheBypassed?: boolean;
  }
}

/** A read (GET or HEAD): it may reuse a session from memory, and it changes nothing, so it sends no e-mail. */
export const isReadRequest = (req: { method: string }): boolean =>
  req.method === 'GET' || req.method === 'HEAD';

/** A tenant transaction of a reused session found the sign-in data changed (tw_auth_epoch_is, 0023). */
export const isStaleAuth = (error: unknown): boolean => sqlStateOf(error) === 'TWAUT';

/** Runs a route's parse → handler → answer for a caller that may call it, with the database as it sees it. */
export type ServeSession = (
  req: FastifyRequest,
  reply: FastifyReply,
  auth: RequestAuth | null,
  db: Database,
) => Promise<unknown>;

/**
 * A staff route's Fastify handler and onSend hook: the request's auth (reused from memory on a read, else
 * looked up), allowed to call `access`, then `serve`. A refusal is never decided on a reused session alone;
 * a reused session found stale by the request's tenant transaction (which rolled back) is looked up afresh
 * and `serve` runs again; one that ran no tenant transaction is proven before its answer leaves.
 */
export function sessionRoute(
  db: Database,
  access: Exclude<RouteAccess, 'portal'>,
  serve: ServeSession,
): Pick<RouteOptions, 'handler' | 'onSend'> {
  const attempt = async (req: FastifyRequest, reply: FastifyReply) =>
    serve(req, reply, await authorize(db, req, reply, access), requestDatabase(db, req));
  return {
    handler: async (req, reply) => {
      try {
        return await attempt(req, reply);
      } catch (error) {
        if (!req.authProof || !isStaleAuth(error)) throw error;
        forgetReusedSession(db, req, access);
        return attempt(req, reply);
      }
    },
    onSend: (req, reply, payload, done) => {
      const proof = req.authProof;
      if (!proof || proof.proven) return done(null, payload);
      proveOrRefuse(db, req, reply, access, proof, payload).then(
        (answer) => done(null, answer),
        (error: Error) => done(error),
      );
    },
  };
}

async function authorize(
  db: Database,
  req: FastifyRequest,
  reply: FastifyReply,
  access: RouteAccess,
): Promise<RequestAuth | null> {
  const auth = await authOf(db, req, reply, access);
  try {
    enforceAccess(access, auth);
    return auth;
  } catch (error) {
    if (!req.authProof) throw error;
    forgetReusedSession(db, req, access);
    const fresh = await authOf(db, req, reply, access);
    enforceAccess(access, fresh);
    return fresh;
  }
}

/** The signed-in user and the active tenant: from memory on a read that may reuse them, else looked up. */
async function authOf(
  db: Database,
  req: FastifyRequest,
  reply: FastifyReply,
  access: RouteAccess,
): Promise<RequestAuth | null> {
  if (req.resolvedAuth !== undefined) return req.resolvedAuth;
  // An API key is looked up on every request, never reused: its revocation holds from the next request.
  const apiKey = bearerApiKeyOf(req);
  if (apiKey) {
    const keyAuth = await lookupApiKeyAuth(db, apiKey, tenantSlugOf(req));
    if (keyAuth?.apiKey)
      rateLimiterOf(db).take(keyAuth.apiKey.id, req.server.env.API_KEY_RATE_LIMIT_PER_MINUTE);
    return (req.resolvedAuth = keyAuth);
  }
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return (req.resolvedAuth = null);
  const slug = tenantSlugOf(req);
  const key = cacheSlugOf(req, access);
  const cache = sessionCacheOf(db);
  const cached = isReadRequest(req) && !req.sessionCacheBypassed ? cache.get(token, key) : undefined;
  if (cached) {
    req.authProof = { epoch: cached.epoch, proven: false };
    return (req.resolvedAuth = cached.auth);
  }
  // The console's routes act on the platform, never inside a tenant: a super admin's tenant is not resolved
  // (nor their entry into one audited) for them.
  const found = await lookupAuth(db, req, reply, token, slug, { tenant: access !== 'super_admin' });
  if (!found) return (req.resolvedAuth = null);
  cache.set(token, key, found.auth, found.epoch);
  return (req.resolvedAuth = found.auth);
}

/** After the sign-in data changed under a reused session: forget it, and let the request look it up afresh. */
function forgetReusedSession(db: Database, req: FastifyRequest, access: RouteAccess): void {
  const token = req.cookies[SESSION_COOKIE];
  if (token) sessionCacheOf(db).forget(token, cacheSlugOf(req, access));
  req.resolvedAuth = undefined;
  req.authProof = undefined;
  req.sessionCacheBypassed = true;
}

/**
 * The database as a request sees it. A reused session's tenant transactions carry its proof; a read's tenant
 * transactions in its own tenant know the tenant's time zone from the session lookup (proven the same way:
 * changing it moves auth_epoch). A change reads the zone in its own transaction, since it may be the one
 * changing it.
 */
export function requestDatabase(db: Database, req: FastifyRequest): Database {
  const proof = req.authProof;
  const tenant = isReadRequest(req) ? req.resolvedAuth?.tenant : undefined;
  if (!proof && !tenant) return db;
  // The database's other members through the prototype: this is made for every request, so nothing is copied.
  const seen = Object.create(db) as Database;
  seen.tenant = (scope, fn) =>
    db.tenant(
      { ...scope, proof, timeZone: scope.tenantId === tenant?.id ? tenant.timeZone : scope.timeZone },
      fn,
    );
  return seen;
}

const EPOCH = sql`select epoch::text as epoch from auth_epoch where id = 1`;

/**
 * A request that reused a session and ran no tenant transaction (its own reads were platform reads, or
 * none) proves the session before its answer leaves: one read of the epoch. When the sign-in data did change,
 * the session is looked up afresh, and the answer stands only if the same user in the same tenant may still
 * call the route; otherwise it is replaced by the refusal (401/403) the fresh lookup earns.
 */
async function proveOrRefuse(
  db: Database,
  req: FastifyRequest,
  reply: FastifyReply,
  access: RouteAccess,
  proof: AuthProof,
  payload: unknown,
): Promise<unknown> {
  const [row] = await db.platformStatement<{ epoch: string }>('tw_auth_epoch_now', EPOCH, {});
  if (row?.epoch === proof.epoch) {
    proof.proven = true;
    return payload;
  }
  const reused = req.resolvedAuth ?? null;
  forgetReusedSession(db, req, access);
  const fresh = await authOf(db, req, reply, access);
  const refusal = refusalFor(access, reused, fresh);
  if (!refusal) return payload;
  // The answer was computed for a session or role that no longer holds: it does not leave.
  const stream = payload as { destroy?: () => void } | null;
  if (typeof stream?.destroy === 'function') stream.destroy();
  reply.code(refusal.status).header('content-type', 'application/json; charset=utf-8');
  reply.removeHeader('content-length');
  return JSON.stringify({ error: refusal.code, message: refusal.message });
}

/** What the fresh lookup says of the route: nothing when the same user in the same tenant may still call it. */
function refusalFor(
  access: RouteAccess,
  reused: RequestAuth | null,
  fresh: RequestAuth | null,
): AppError | null {
  try {
    enforceAccess(access, fresh);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  if (fresh && (fresh.user.id !== reused?.user.id || fresh.tenant?.id !== reused?.tenant?.id))
    return forbidden();
  return null;
}

/**
 * The cache key's slug for the console's routes, which look a super admin up without a tenant: apart from the
 * tenant-slug keys, so a console entry is never served to a tenant route (where a super admin's entry into
 * the tenant is resolved and audited on every request).
 */
export const CONSOLE_CACHE_SLUG = '\u0000console';

const cacheSlugOf = (req: FastifyRequest, access: RouteAccess): string | null =>
  access === 'super_admin' ? CONSOLE_CACHE_SLUG : tenantSlugOf(req);

/**
 * Sessions this process looked up recently, keyed by the session cookie's token itself, not its hash: hashing
 * it (sha256) on every read was a measurable share of a cheap request, and the token is in this process's
 * memory with every request anyway. Only the database keeps hashes, so that a copy of it opens no session.
 *
 * An entry lives at most ENTRY_TTL_MS: the session's idle expiry and its last-seen touch are days and
 * minutes, so they move on at the next full lookup. Refused tenants are never kept; a super admin is kept only
 * under CONSOLE_CACHE_SLUG (their entry into a tenant is audited on each request, so never reused).
 */
export const ENTRY_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  auth: RequestAuth;
  epoch: string;
  expiresAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  get(token: string, slug: string | null, now = Date.now()): Entry | undefined {
    const key = keyOf(token, slug);
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(token: string, slug: string | null, auth: RequestAuth, epoch: string, now = Date.now()): void {
    const keeps =
      slug === CONSOLE_CACHE_SLUG ? auth.user.isSuperAdmin : auth.tenant && !auth.user.isSuperAdmin;
    if (!keeps) return;
    const key = keyOf(token, slug);
    this.entries.delete(key);
    // Oldest first (a Map keeps insertion order): past the bound the oldest entry goes.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { auth, epoch, expiresAt: now + ENTRY_TTL_MS });
  }

  forget(token: string, slug: string | null): void {
    this.entries.delete(keyOf(token, slug));
  }

  get size(): number {
    return this.entries.size;
  }
}

const keyOf = (token: string, slug: string | null) => `${slug ?? ''} ${token}`;

// One cache per database: test processes open many databases whose epochs all start at 0.
const caches = new WeakMap<Database, SessionCache>();

function sessionCacheOf(db: Database): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}

// One limiter per database, as the session caches (a test process opens many apps).
const limiters = new WeakMap<Database, ApiKeyRateLimiter>();

function rateLimiterOf(db: Database): ApiKeyRateLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = new ApiKeyRateLimiter();
    limiters.set(db, limiter);
  }
  return limiter;
}
