import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants } from './platform';

/**
 * Online booking (issue 32): one row per organization, written by the first PATCH of /api/admin/booking.
 * Until then booking is off and the defaults below apply. Business hours are the general setting
 * `business_hours` (shared with the customer portal); holidays are days without bookable windows.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    enabled: boolean().notNull().default(false),
    /** How many days ahead (from tomorrow, on the organization's clock) windows are offered. */
    daysAhead: integer().notNull().default(14),
    /** A booking waits for the office (status awaiting confirmation) before it becomes a scheduled job. */
    requireConfirmation: boolean().notNull().default(false),
    /** Local dates (YYYY-MM-DD) on which nothing is offered. */
    holidays: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Shown with emergency ("call us") services and when nothing fits. */
    phone: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('booking_settings_tenant_key').on(t.tenantId),
  ],
);
