import { foreignKey, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, idColumn, money, tenantIdColumn } from './columns';
import { invoices } from './invoices';
import { tenants, users } from './platform';
import { searchTextColumn, trigramIndex } from './search';

export const paymentMethod = pgEnum('payment_method', ['cash', 'check', 'ach', 'card', 'other']);
export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'processing',
  'completed',
  'failed',
  'refunded',
]);

/**
 * Payments ledger against invoices. A refund is its own row pointing at the payment it refunds; that link
 * restricts deletion so ledger history cannot vanish.
 */
export const payments = pgTable(
  'payments',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    invoiceId: uuid(),
    clientId: uuid(),
    clientName: text().notNull(),
    amount: money().notNull(),
    method: paymentMethod().notNull(),
    status: paymentStatus().notNull().default('pending'),
    /** The spec's payment "date". */
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    transactionId: text(),
    stripePaymentIntentId: text(),
    refundOfId: uuid(),
    notes: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchTextColumn('client_name', 'transaction_id'),
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
      name: 'payments_client_id_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'payments_refund_of_id_fk',
      columns: [t.tenantId, t.refundOfId],
      foreignColumns: [t.tenantId, t.id],
    }).onDelete('restrict'),
    index('payments_paid_at_idx').on(t.tenantId, t.paidAt.desc()),
    index('payments_recent_idx').on(t.tenantId, t.createdAt.desc()),
    index('payments_status_idx').on(t.tenantId, t.status),
    index('payments_invoice_idx').on(t.tenantId, t.invoiceId),
    index('payments_client_idx').on(t.tenantId, t.clientId),
    index('payments_refund_of_idx').on(t.tenantId, t.refundOfId),
    index('payments_payment_intent_idx').on(t.tenantId, t.stripePaymentIntentId),
    trigramIndex('payments_search_trgm', t.searchText),
  ],
);
