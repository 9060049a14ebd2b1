import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdColumn } from './columns';
import { tenants, users } from './platform';

/**
 * One row per `Idempotency-Key` a client sent with a change (the technician's offline queue): the first
 * request runs and stores its answer in the same transaction; a replay of the key gets that answer back
 * instead of running again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** "POST /api/my-day/jobs/<id>/complete": a key reused for another request is refused. */
    request: text().notNull(),
    /**
     * SHA-256 of the request's JSON body (keys sorted): the same key sent with a different body is refused.
     * Null on rows written before it was recorded.
     */
    bodyHash: text(),
    statusCode: integer().notNull(),
    response: jsonb().$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    // The hourly prune deletes rows older than IDEMPOTENCY_KEY_RETENTION_HOURS across tenants by this index.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
