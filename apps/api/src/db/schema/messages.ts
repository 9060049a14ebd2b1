import { sql } from 'drizzle-orm';
import type { Automation, AutomationKind } from '@tradeworks/contracts/messaging-settings';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { bytea, createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants, users } from './platform';
import { searchTextColumn } from './search';

/**
 * Delivery states of a text. Outbound: queued → sending → sent → delivered | failed (the provider's status
 * callbacks), or captured (no provider configured: kept, readable in the app), skipped (a rule said no: opted
 * out, no number — `skip_reason` says which) or cancelled (its cause went away before it was due, e.g. a
 * moved visit's reminder). Inbound texts are `received`.
 */
export const smsStatus = pgEnum('sms_status', [
  'queued',
  'sending',
  'sent',
  'delivered',
  'failed',
  'captured',
  'skipped',
  'cancelled',
  'received',
]);
export const messageDirection = pgEnum('message_direction', ['outbound', 'inbound']);
export const smsConsentStatus = pgEnum('sms_consent_status', ['opted_in', 'opted_out']);

/** A photo sent with an inbound MMS, after the image pipeline (sniffed, size-checked, re-encoded). */
export interface SmsMedia {
  id: string;
  contentType: string;
}

/**
 * One conversation per client: the inbox row (unread count, assignee, last message) the Messages screen
 * lists. Messages without a client (an unknown number before it became a lead) have no thread.
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    clientId: uuid().notNull(),
    /** The staff member who answers; null: the office. */
    assigneeUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    unreadCount: integer().notNull().default(0),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text(),
    lastDirection: messageDirection(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('message_threads_client_key').on(t.tenantId, t.clientId),
    foreignKey({
      name: 'message_threads_client_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('cascade'),
    index('message_threads_recent_idx').on(
      t.tenantId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('message_threads_unread_idx')
      .on(t.tenantId, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`unread_count > 0`),
    index('message_threads_assignee_idx').on(
      t.tenantId,
      t.assigneeUserId,
      t.lastMessageAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Every text, both directions. An outbound row is also the SMS channel's outbox entry (platform/outbox):
 * written in the transaction of the change that causes it, claimed and delivered by the worker.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    direction: messageDirection().notNull(),
    threadId: uuid(),
    clientId: uuid(),
    /** E.164. */
    toNumber: text().notNull(),
    /** E.164 or a messaging service id; set when sent (outbound) or as received (inbound). */
    fromNumber: text(),
    body: text().notNull(),
    media: jsonb().$type<SmsMedia[]>().notNull().default([]),
    status: smsStatus().notNull().default('queued'),
    /** What sent it: reply, appointment_reminder, on_my_way, … (contracts/messages.ts MESSAGE_KINDS). */
    kind: text().notNull().default('reply'),
    /** Sent even in the organization's quiet hours (on my way, a staff reply). */
    urgent: boolean().notNull().default(false),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    skipReason: text(),
    sentAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    /** The provider's message id (Twilio's SM…/MM… SID): status callbacks and inbound webhooks are idempotent on it. */
    providerMessageId: text(),
    /** One row per event (e.g. `reminder:<job>:<instant>:1`): the same event never queues a second text. */
    dedupeKey: text(),
    relatedEntity: text(),
    relatedId: text(),
    sentBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchTextColumn('body', 'to_number', 'from_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'sms_messages_thread_fk',
      columns: [t.tenantId, t.threadId],
      foreignColumns: [messageThreads.tenantId, messageThreads.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sms_messages_client_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('cascade'),
    // The worker's claim: only rows still to deliver, so the index stays small however long the log grows.
    index('sms_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status in ('queued', 'sending')`),
    // Unique per organization (tables are distributed by tenant_id, docs/development/scale-out.md); the
    // status callback, which arrives before the organization is known, finds the text by the plain index.
    uniqueIndex('sms_messages_provider_key')
      .on(t.tenantId, t.providerMessageId)
      .where(sql`provider_message_id is not null`),
    index('sms_messages_provider_idx')
      .on(t.providerMessageId)
      .where(sql`provider_message_id is not null`),
    uniqueIndex('sms_messages_dedupe_key').on(t.tenantId, t.dedupeKey),
    index('sms_messages_recent_idx').on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sms_messages_status_idx').on(
      t.tenantId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // An automation's log (its kind), newest first.
    index('sms_messages_kind_idx').on(
      t.tenantId,
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sms_messages_client_idx').on(
      t.tenantId,
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sms_messages_thread_idx').on(
      t.tenantId,
      t.threadId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // An inbound text to the server-wide number belongs to the organization that last texted the sender.
    index('sms_messages_to_number_idx').on(t.toNumber, t.createdAt.desc().nullsFirst()),
    index('sms_messages_related_idx').on(t.tenantId, t.relatedEntity, t.relatedId),
    // tenant_id inside the GIN index (btree_gin): a search visits only its own tenant's matches.
    index('sms_messages_search_trgm').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The photos of an inbound MMS, fetched from the provider when the text arrives: only images whose bytes
 * say JPEG, PNG, WebP or HEIC, at most 10 MB each (the portal photos' rules), the type found in the bytes.
 */
export const smsMedia = pgTable(
  'sms_media',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    messageId: uuid().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    content: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sms_media_message_idx').on(t.tenantId, t.messageId),
    foreignKey({
      name: 'sms_media_message_fk',
      columns: [t.tenantId, t.messageId],
      foreignColumns: [smsMessages.tenantId, smsMessages.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Texts per tenant, status and kind, kept by statement triggers on sms_messages (migration 0027), so the
 * messages list's total (unfiltered, or by status or kind) is exact without counting a million rows.
 */
export const smsMessageCounts = pgTable(
  'sms_message_counts',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    status: smsStatus().notNull(),
    kind: text().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status, t.kind] })],
);

/**
 * A phone number's SMS consent in one organization (E.164). No row: never asked (service texts are sent;
 * marketing texts too unless the organization requires an opt-in). STOP/UNSUBSCRIBE… → opted_out,
 * START/UNSTOP → opted_in, recorded with what said so.
 */
export const smsConsents = pgTable(
  'sms_consents',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    phone: text().notNull(),
    status: smsConsentStatus().notNull(),
    /** keyword (the client texted it), staff (recorded in the app) */
    source: text().notNull(),
    keyword: text(),
    changedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.phone] })],
);

/** The organization's messaging settings (Admin → Messaging): one row per tenant, defaults when absent. */
export const messagingSettings = pgTable('messaging_settings', {
  tenantId: tenantIdColumn()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** Non-urgent texts wait while the organization's clock is inside [quietStart, quietEnd). */
  quietStart: time().notNull().default('21:00'),
  quietEnd: time().notNull().default('08:00'),
  /** ISO 3166 country whose rules read a number typed without a country code. */
  country: text().notNull().default('US'),
  reviewUrl: text(),
  /** Review requests (marketing) only to numbers that opted in. */
  marketingNeedsOptIn: boolean().notNull().default(false),
  /** Review requests only for jobs worth at least this; null: any job. */
  reviewMinJobValue: numeric({ precision: 12, scale: 2 }),
  /** At most one review request per client in this many days. */
  reviewOncePerDays: integer().notNull().default(90),
  /** What starts a review request's delay: 'completed' (the job) or 'paid' (its invoice). */
  reviewTrigger: text().$type<'completed' | 'paid'>().notNull().default('completed'),
  /**
   * Each automation's switch, template and offsets as saved (contracts/messaging-settings.ts); a kind not
   * saved yet reads as its default (switched off).
   */
  automations: jsonb().$type<Partial<Record<AutomationKind, Automation>>>().notNull().default({}),
  updatedAt: updatedAt(),
});
