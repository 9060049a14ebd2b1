import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants } from './platform';

/**
 * An organization's webhook endpoints (issue 30): where signed POSTs of the chosen events go. The signing
 * secret is sealed with the secret box (shown once, on creation). `failure_streak` counts deliveries given up
 * in a row; at the limit the endpoint is disabled and the admins are e-mailed.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    url: text().notNull(),
    events: text().array().notNull(),
    description: text(),
    secretSealed: text().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text(),
    failureStreak: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('webhook_endpoints_recent_idx').on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', [
  'queued',
  'sending',
  'sent',
  'failed',
  'captured',
]);

/**
 * One event for one endpoint: a channel of the outbox (platform/outbox), written in the transaction of the
 * change (nothing is delivered for a change that rolls back). The payload is frozen at that moment; a
 * redelivery is a new row with the same event id.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    endpointId: uuid().notNull(),
    eventId: uuid().notNull(),
    eventType: text().notNull(),
    payload: jsonb().notNull(),
    status: webhookDeliveryStatus().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    responseStatus: integer(),
    responseMs: integer(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [t.tenantId, t.endpointId],
      foreignColumns: [webhookEndpoints.tenantId, webhookEndpoints.id],
    }).onDelete('cascade'),
    // The worker's claim: only rows still to deliver.
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('queued', 'sending')`),
    // The delivery log of an endpoint, newest first.
    index('webhook_deliveries_log_idx').on(
      t.tenantId,
      t.endpointId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
