import { sql } from 'drizzle-orm';
import type { TaxLine } from '@tradeworks/contracts/tax-lines';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, taxRate, tenantIdColumn, updatedAt } from './columns';
import { services } from './catalogue';
import { clients } from './clients';
import { inventoryItems } from './inventory';
import { tenants, users } from './platform';
import { lineItemType, quotes } from './quotes';
import { searchTextColumn } from './search';
import { atClientLocation } from './service-locations';

export const invoiceStatus = pgEnum('invoice_status', ['draft', 'sent', 'paid', 'overdue', 'cancelled']);

export const invoices = pgTable(
  'invoices',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    invoiceNumber: text().notNull(),
    clientId: uuid().notNull(),
    clientName: text().notNull(),
    /**
     * The service location the work is at. Null on insert: the database's tw_default_location() puts the record at
     * the client's first location (migration 0025).
     */
    locationId: uuid()
      .notNull()
      .$defaultFn(() => sql`null`),
    quoteId: uuid(),
    stripeCustomerId: text(),
    stripeInvoiceId: text(),
    status: invoiceStatus().notNull().default('draft'),
    subtotal: money().notNull().default('0'),
    taxRate: taxRate().notNull().default('0.0800'),
    taxAmount: money().notNull().default('0'),
    /** The group the rates came from (no FK: the document keeps its rates if the group goes). */
    taxGroupId: uuid(),
    /** The tax components and amounts (contracts tax-lines.ts): what the sales-tax report reads. */
    taxLines: jsonb().$type<TaxLine[]>().notNull().default([]),
    /** When a draft's tax was last recomputed because its group's rates changed (the draft says so). */
    taxRecomputedAt: timestamp({ withTimezone: true }),
    total: money().notNull().default('0'),
    // Sum of completed payments minus refunds, kept by the payments ledger.
    amountPaid: money().notNull().default('0'),
    dueDate: date(),
    paidDate: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    notes: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchTextColumn('invoice_number', 'client_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('invoices_number_key').on(t.tenantId, t.invoiceNumber),
    foreignKey({
      name: 'invoices_client_id_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'invoices_quote_id_fk',
      columns: [t.tenantId, t.quoteId],
      foreignColumns: [quotes.tenantId, quotes.id],
    }).onDelete('restrict'),
    // The list's exact order (created_at DESC, id DESC — nulls first, as ORDER BY … DESC means), so a page is
    // read from the index without sorting.
    index('invoices_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_status_idx').on(t.tenantId, t.status),
    index('invoices_client_idx').on(t.tenantId, t.clientId),
    atClientLocation('invoices_location_fk', t.tenantId, t.locationId, t.clientId),
    index('invoices_location_idx').on(t.tenantId, t.locationId),
    index('invoices_quote_idx').on(t.tenantId, t.quoteId),
    // Sent invoices past dueDate become overdue.
    index('invoices_overdue_idx')
      .on(t.tenantId, t.dueDate)
      .where(sql`status = 'sent'`),
    // tenant_id inside the GIN index (btree_gin): a search reads only this tenant's matches.
    index('invoices_search_trgm').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
    // Reports (issue 29): the invoices owing something now — the aging's candidates besides those paid later.
    index('invoices_open_idx')
      .on(t.tenantId, t.clientId)
      .where(sql`status in ('sent', 'overdue') and amount_paid < total`),
    // Reports: invoices by the instant they were sent (revenue's invoiced per period).
    index('invoices_issued_idx')
      .on(t.tenantId, sql`coalesce(${t.sentAt}, ${t.createdAt})`)
      .where(sql`status in ('sent', 'paid', 'overdue')`),
  ],
);

/**
 * Invoices (count, sums of totals and of amounts paid) per tenant and stored status, kept by statement
 * triggers (migration 0005), so list totals and the summary cards are exact without reading every invoice.
 */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    status: invoiceStatus().notNull(),
    count: integer().notNull().default(0),
    total: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
    amountPaid: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status] })],
);

export const invoiceLineItems = pgTable(
  'invoice_line_items',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    invoiceId: uuid().notNull(),
    itemType: lineItemType().notNull().default('custom'),
    description: text().notNull(),
    quantity: numeric({ precision: 10, scale: 2 }).notNull().default('1'),
    rate: money().notNull().default('0'),
    total: money().notNull().default('0'),
    sortOrder: integer().notNull().default(0),
    serviceId: uuid(),
    inventoryId: uuid(),
    taxable: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'invoice_line_items_invoice_id_fk',
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'invoice_line_items_service_id_fk',
      columns: [t.tenantId, t.serviceId],
      foreignColumns: [services.tenantId, services.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'invoice_line_items_inventory_id_fk',
      columns: [t.tenantId, t.inventoryId],
      foreignColumns: [inventoryItems.tenantId, inventoryItems.id],
    }).onDelete('restrict'),
    index('invoice_line_items_invoice_idx').on(t.tenantId, t.invoiceId, t.sortOrder),
    index('invoice_line_items_service_idx').on(t.tenantId, t.serviceId),
    index('invoice_line_items_inventory_idx').on(t.tenantId, t.inventoryId),
  ],
);
