import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn } from './columns';
import { tenants, users } from './platform';

/**
 * A person's private iCalendar feed URLs (issue 30), one per kind: `technician` (the jobs of the technician
 * linked to the user) and `team` (every technician's jobs). The URL's secret is looked up by its SHA-256
 * (`token_hash`) and kept sealed with the secret box (`token_sealed`) so Settings can show the URL again to
 * paste into another calendar app. Regenerating replaces both: the old URL stops answering at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** technician | team */
    kind: text().notNull(),
    tokenHash: text().notNull(),
    tokenSealed: text().notNull(),
    createdAt: createdAt(),
    lastFetchedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('calendar_feeds_user_kind_key').on(t.tenantId, t.userId, t.kind),
    uniqueIndex('calendar_feeds_token_key').on(t.tenantId, t.tokenHash),
    // A calendar app arrives with the token only (no organization yet): a platform lookup by the hash.
    index('calendar_feeds_token_idx').on(t.tokenHash),
  ],
);
