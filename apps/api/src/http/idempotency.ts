import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAY_HEADER,
  idempotencyKeySchema,
} from '@tradeworks/contracts/idempotency';
import type { Database, TenantScope } from '../db/client';
import { conflict, validation } from './app-error';

/**
 * `Idempotency-Key` on a change a client may send twice (a retried request of the offline queue): the first
 * request claims the key in its own transaction, runs, and stores its answer there; the key's row commits or
 * rolls back with the change. A later request with the key gets the stored answer instead of running again.
 * Two requests racing with one key queue on the key's primary key: the second waits for the first to commit,
 * then reads its answer. A failed request stores nothing, so its retry runs (and fails) again.
 *
 * Every idempotent route reads the key here (`idempotencyKeyOf`, or `idempotencyOf` for runIdempotent). Card
 * payments (payments/card-payment.service.ts) keep the key on their payment row instead of an answer in
 * `idempotency_keys`: their Stripe call runs between two transactions, and a retry answers the payment as it
 * stands then (processing, completed or failed), not the answer the first request gave.
 */

/** The header's key, undefined when absent; 400 when malformed. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw validation(IDEMPOTENCY_MESSAGES.key);
  return parsed.data;
}

/** How long a key is kept (the hourly prune deletes older rows): a device's retry comes within minutes. */
export const IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/** What a route hands its service so the change runs once per key. */
export interface Idempotency {
  key: string | undefined;
  /** What the key stands for, e.g. "POST /api/my-day/jobs/<id>/start": reusing it for another is refused. */
  request: string;
  /** SHA-256 of the JSON body with sorted keys: the same key with another body is refused as well. */
  bodyHash: string;
  reply: FastifyReply;
  /** The success status the route answers (stored with the body). */
  status?: number;
}

/** JSON with object keys sorted, so {"a":1,"b":2} and {"b":2,"a":1} hash alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The request's Idempotency-Key (400 when malformed) and what it stands for: method, path (without the
 * query) and the validated body. Every state-changing route that honours the header passes this to its
 * service, which wraps its transaction's work in `runIdempotent`.
 */
export function idempotencyOf(req: FastifyRequest, reply: FastifyReply, body?: unknown): Idempotency {
  return {
    key: idempotencyKeyOf(req),
    request: `${req.method} ${req.url.split('?')[0]}`,
    bodyHash: createHash('sha256')
      .update(canonicalJson(body ?? {}))
      .digest('hex'),
    reply,
  };
}

/**
 * Runs `run` once per key inside the caller's tenant transaction and answers the stored response on a replay
 * (setting the Idempotent-Replayed header). Without a key (or without `idempotency`) it just runs.
 */
export async function runIdempotent<T>(
  scope: TenantScope,
  idempotency: Idempotency | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (!idempotency?.key) return run();
  const { key, request, bodyHash, reply, status = 200 } = idempotency;
  const { tx, tenantId, userId } = scope;
  const claimed = await tx.execute(sql`
    insert into idempotency_keys (tenant_id, key, user_id, request, body_hash, status_code, response)
    values (${tenantId}, ${key}, ${userId}, ${request}, ${bodyHash}, 0, 'null'::jsonb)
    on conflict (tenant_id, key) do nothing
    returning key`);
  if (!claimed.rows.length) {
    const stored = await tx.execute<{
      user_id: string | null;
      request: string;
      body_hash: string | null;
      response: T;
    }>(sql`
      select user_id, request, body_hash, response from idempotency_keys
      where tenant_id = ${tenantId} and key = ${key}`);
    const row = stored.rows[0];
    const sameBody = row?.body_hash === null || row?.body_hash === bodyHash;
    if (!row || row.request !== request || row.user_id !== userId || !sameBody)
      throw conflict(IDEMPOTENCY_MESSAGES.reused);
    reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return row.response;
  }
  const result = await run();
  await tx.execute(sql`
    update idempotency_keys set status_code = ${status}, response = ${JSON.stringify(result)}::jsonb
    where tenant_id = ${tenantId} and key = ${key}`);
  return result;
}

/**
 * The hourly prune (background-jobs.ts): keys older than the retention window go, across tenants, through
 * `idempotency_keys_created_idx`. Returns how many rows were deleted.
 */
export async function pruneIdempotencyKeys(
  db: Database,
  retentionHours = IDEMPOTENCY_KEY_RETENTION_HOURS,
): Promise<number> {
  const deleted = await db.platform((tx) =>
    tx.execute<{ count: number }>(sql`
      with gone as (
        delete from idempotency_keys
        where created_at < now() - make_interval(hours => ${retentionHours})
        returning 1)
      select count(*)::int as count from gone`),
  );
  return Number(deleted.rows[0]?.count ?? 0);
}
