import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AuthProof, Database } from '../db/client';
import { forgetReusedSession, resolveAuth } from './auth-context';
import type { RequestAuth } from './request-auth';
import { AppError, forbidden } from './app-error';
import { sqlStateOf } from '../db/sql-state';
import { isReadRequest } from './read-request';
import { enforceAccess } from './route-access';

/** The tenant transaction of a reused session found the sign-in data changed (tw_auth_epoch_is, 0023). */
export const isStaleAuth = (error: unknown): boolean => sqlStateOf(error) === 'TWAUT';

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
export function installAuthProof(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    const proof = req.authProof;
    if (!proof || proof.proven) return done(null, payload);
    proveOrRefuse(app.db, req, reply, proof, payload).then(
      (answer) => done(null, answer),
      (error: Error) => done(error),
    );
  });
}

async function proveOrRefuse(
  db: Database,
  req: FastifyRequest,
  reply: FastifyReply,
  proof: AuthProof,
  payload: unknown,
): Promise<unknown> {
  const [row] = await db.platformStatement<{ epoch: string }>('tw_auth_epoch_now', EPOCH, {});
  if (row?.epoch === proof.epoch) {
    proof.proven = true;
    return payload;
  }
  const reused = req.resolvedAuth ?? null;
  forgetReusedSession(db, req);
  const fresh = await resolveAuth(db, req, reply);
  const refusal = refusalFor(req, reused, fresh);
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
  req: FastifyRequest,
  reused: RequestAuth | null,
  fresh: RequestAuth | null,
): AppError | null {
  try {
    enforceAccess(req.routeOptions.config.access ?? 'public', fresh);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  if (fresh && (fresh.user.id !== reused?.user.id || fresh.tenant?.id !== reused?.tenant?.id))
    return forbidden();
  return null;
}
