import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn } from './columns';
import { tenants } from './platform';

/**
 * A day's plan from Optimize Routes: proposed (previewed, nothing changed yet), then applied (the jobs were
 * written; `previous` keeps what they were so Undo restores assignments, order and times exactly), undone, or
 * left unapplied (Discard, or a newer plan).
 */
export const routePlans = pgTable(
  'route_plans',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    /** The planned day, YYYY-MM-DD on the organization's clock. */
    planDate: text().notNull(),
    /** The answer shown in the preview (message, efficiencyImprovement, plan). */
    result: jsonb().notNull(),
    /** The job writes Apply makes, and the day as it was when proposed (Apply refuses a changed day). */
    writes: jsonb().notNull(),
    fingerprint: text().notNull(),
    /** At Apply: each written job as it was, the assignment rows added, and the jobs as written (Undo checks). */
    previous: jsonb(),
    appliedAt: timestamp({ withTimezone: true }),
    undoneAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('route_plans_recent_idx').on(t.tenantId, t.createdAt),
  ],
);
