import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn } from './columns';
import { tenants, users } from './platform';

/**
 * An organization's API keys (issue 30). Only the SHA-256 of a key is stored; `prefix` (its first characters)
 * tells keys apart in the list. A key acts with its scopes, and never beyond what its creator may still do in
 * the organization: it stops working when the creator leaves. Revoked keys are kept (revoked_at) for the
 * audit trail but never answer again.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text().notNull(),
    prefix: text().notNull(),
    keyHash: text().notNull(),
    /** Rows of the permission table: `clients:view`, `invoices:edit`, … */
    scopes: text().array().notNull(),
    createdBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true, mode: 'date' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Unique within the organization (every unique key leads with tenant_id, so the table can be distributed
    // by it); a 256-bit random key does not repeat across organizations either.
    uniqueIndex('api_keys_hash_key').on(t.tenantId, t.keyHash),
    // A request arrives with the key only (no organization yet): a platform lookup by the hash.
    index('api_keys_hash_idx').on(t.keyHash),
    index('api_keys_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
