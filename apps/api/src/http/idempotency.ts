import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  MY_DAY_MESSAGES,
  idempotencyKeySchema,
} from '@tradeworks/contracts/my-day';
import type { TenantScope } from '../db/client';
import { conflict, validation } from './app-error';

/**
 * `Idempotency-Key` on a change a client may send twice (a retried request of the offline queue): the first
 * request claims the key in its own transaction, runs, and stores its answer there; the key's row commits or
 * rolls back with the change. A later request with the key gets the stored answer instead of running again.
 * Two requests racing with one key queue on the key's primary key: the second waits for the first to commit,
 * then reads its answer. A failed request stores nothing, so its retry runs (and fails) again.
 */

/** The header's key, undefined when absent; 400 when malformed. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw validation(MY_DAY_MESSAGES.idempotencyKey);
  return parsed.data;
}

export interface IdempotentRequest {
  key: string | undefined;
  /** What the key stands for, e.g. "POST /api/my-day/jobs/<id>/start": reusing it for another is refused. */
  request: string;
  /** The success status the route answers (stored with the body). */
  status?: number;
}

/**
 * Runs `run` once per key inside the caller's tenant transaction and answers the stored response on a replay
 * (setting the Idempotent-Replayed header). Without a key it just runs.
 */
export async function runIdempotent<T>(
  scope: TenantScope,
  reply: FastifyReply,
  { key, request, status = 200 }: IdempotentRequest,
  run: () => Promise<T>,
): Promise<T> {
  if (!key) return run();
  const { tx, tenantId, userId } = scope;
  const claimed = await tx.execute(sql`
    insert into idempotency_keys (tenant_id, key, user_id, request, status_code, response)
    values (${tenantId}, ${key}, ${userId}, ${request}, 0, 'null'::jsonb)
    on conflict (tenant_id, key) do nothing
    returning key`);
  if (!claimed.rows.length) {
    const stored = await tx.execute<{ user_id: string | null; request: string; response: T }>(sql`
      select user_id, request, response from idempotency_keys
      where tenant_id = ${tenantId} and key = ${key}`);
    const row = stored.rows[0];
    if (!row || row.request !== request || row.user_id !== userId)
      throw conflict(MY_DAY_MESSAGES.idempotencyReused);
    reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return row.response;
  }
  const result = await run();
  await tx.execute(sql`
    update idempotency_keys set status_code = ${status}, response = ${JSON.stringify(result)}::jsonb
    where tenant_id = ${tenantId} and key = ${key}`);
  return result;
}
