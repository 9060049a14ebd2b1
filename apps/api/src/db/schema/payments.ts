import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, idColumn, money, tenantIdColumn } from './columns';
import { invoices } from './invoices';
import { quotes } from './quotes';
import { tenants, users } from './platform';
import { searchTextColumn } from './search';

export const paymentMethod = pgEnum('payment_method', ['cash', 'check', 'ach', 'card', 'other']);
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'processing',
  'completed',
  'failed',
  'refunded',
]);

/**
 * Payments ledger against invoices (migration 0011 adds the rules). A payment row (refund_of_id null) is
 * money in; a refund row points at the payment it gives back, with a positive amount and status 'refunded'
 * once done. Rows are append-only: a trigger refuses every update except a card payment's provider status
 * (processing → completed / failed). An invoice's amount_paid is recomputed from these rows in SQL in the
 * same transaction as every ledger change. The link restricts deletion so ledger history cannot vanish.
 */
export const payments = pgTable(
  'payments',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    invoiceId: uuid(),
    /** Copied from the invoice by a trigger on insert, so the list searches and shows it without a join. */
    invoiceNumber: text(),
    clientId: uuid(),
    clientName: text().notNull(),
    amount: money().notNull(),
    method: paymentMethod().notNull(),
    status: paymentStatus().notNull().default('pending'),
    /** The spec's payment "date". */
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The reference: check number, ACH trace, or the provider's charge id. */
    transactionId: text(),
    stripePaymentIntentId: text(),
    stripeRefundId: text(),
    /** The provider's words when a card payment or refund failed. */
    failureReason: text(),
    /** A retried card charge with the same key returns the first payment instead of charging again. */
    idempotencyKey: text(),
    refundOfId: uuid(),
    /**
     * A quote's deposit paid in the portal before the quote is invoiced: invoice_id stays null until the
     * quote is converted, when the row (and its refunds) move to that invoice once (migration 0022).
     */
    quoteId: uuid(),
    notes: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchTextColumn('client_name', 'transaction_id', 'invoice_number'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'payments_invoice_id_fk',
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'payments_quote_id_fk',
      columns: [t.tenantId, t.quoteId],
      foreignColumns: [quotes.tenantId, quotes.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'payments_client_id_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'payments_refund_of_id_fk',
      columns: [t.tenantId, t.refundOfId],
      foreignColumns: [t.tenantId, t.id],
    }).onDelete('restrict'),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    index('payments_paid_at_idx').on(t.tenantId, t.paidAt.desc().nullsFirst()),
    // The history list's exact order over payment rows (refunds are listed under their payment).
    index('payments_history_idx')
      .on(t.tenantId, t.paidAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`refund_of_id is null`),
    index('payments_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('payments_status_idx').on(t.tenantId, t.status),
    index('payments_invoice_idx').on(t.tenantId, t.invoiceId),
    index('payments_client_idx').on(t.tenantId, t.clientId),
    index('payments_quote_idx')
      .on(t.tenantId, t.quoteId)
      .where(sql`quote_id is not null`),
    index('payments_refund_of_idx').on(t.tenantId, t.refundOfId),
    index('payments_payment_intent_idx').on(t.tenantId, t.stripePaymentIntentId),
    // Webhooks find the payment (and so the tenant) from the PaymentIntent alone; Stripe's ids are unique
    // anyway, and tenant_id in the key keeps the table distributable by tenant.
    uniqueIndex('payments_payment_intent_key')
      .on(t.tenantId, t.stripePaymentIntentId)
      .where(sql`refund_of_id is null and stripe_payment_intent_id is not null`),
    uniqueIndex('payments_idempotency_key').on(t.tenantId, t.idempotencyKey),
    // tenant_id inside the GIN index (btree_gin): a search reads only this tenant's matches.
    index('payments_search_trgm').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Payments (count and amount) per tenant, stored status and kind (payment or refund), kept by statement
 * triggers (migration 0011) so the summary cards and the list total stay exact without reading the ledger.
 */
export const paymentCounts = pgTable(
  'payment_counts',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    status: paymentStatus().notNull(),
    isRefund: boolean().notNull(),
    count: integer().notNull().default(0),
    amount: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status, t.isRefund] })],
);

/**
 * Completed payments whose refunds add up to their whole amount, per tenant, kept by statement triggers on the
 * refund rows (migration 0053): the summary's Completed card leaves them out without joining the refunds.
 */
export const paymentFullyRefundedCounts = pgTable('payment_fully_refunded_counts', {
  tenantId: tenantIdColumn()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  count: integer().notNull().default(0),
});

/** Stripe webhook events already applied; inserted in the same transaction as their change (replays no-op). */
export const stripeWebhookEvents = pgTable(
  'stripe_webhook_events',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: text().notNull(),
    type: text().notNull(),
    paymentId: uuid(),
    processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.eventId] })],
);
