import { sql } from 'drizzle-orm';
import type { TaxLine } from '@tradeworks/contracts/tax-lines';
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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, taxRate, tenantIdColumn, updatedAt } from './columns';
import { services } from './catalogue';
import { clients } from './clients';
import { inventoryItems } from './inventory';
import { tenants, users } from './platform';
import { searchTextColumn } from './search';
import { atClientLocation } from './service-locations';

export const quoteStatus = pgEnum('quote_status', ['draft', 'sent', 'approved', 'expired', 'accepted']);
export const projectType = pgEnum('project_type', ['installation', 'repair', 'maintenance', 'consultation']);
/** Item type of quote and invoice lines. */
export const lineItemType = pgEnum('line_item_type', ['custom', 'service', 'inventory']);
/** How a quote requests a deposit on approval (issue 19): none, a fixed amount, or a percent of the total. */
export const quoteDepositType = pgEnum('quote_deposit_type', ['none', 'amount', 'percent']);

export const quotes = pgTable(
  'quotes',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    quoteNumber: text().notNull(),
    clientId: uuid().notNull(),
    // Copied from the client at save time so the document keeps the name it was issued under.
    clientName: text().notNull(),
    /**
     * The service location the work is at. Null on insert: the database's tw_default_location() puts the record at
     * the client's first location (migration 0025).
     */
    locationId: uuid()
      .notNull()
      .$defaultFn(() => sql`null`),
    projectType: projectType(),
    status: quoteStatus().notNull().default('draft'),
    isArchived: boolean().notNull().default(false),
    subtotal: money().notNull().default('0'),
    taxRate: taxRate().notNull().default('0.0800'),
    taxAmount: money().notNull().default('0'),
    /** The group the rates came from (no FK: the document keeps its rates if the group goes). */
    taxGroupId: uuid(),
    /** The tax components and amounts (contracts tax-lines.ts): the rates the quote keeps. */
    taxLines: jsonb().$type<TaxLine[]>().notNull().default([]),
    /** When a draft's tax was last recomputed because its group's rates changed (the draft says so). */
    taxRecomputedAt: timestamp({ withTimezone: true }),
    total: money().notNull().default('0'),
    validUntil: timestamp({ withTimezone: true }),
    notes: text(),
    depositType: quoteDepositType().notNull().default('none'),
    // The amount (money) or the percentage (1–100, 2 decimals) the deposit_type names; null for none.
    depositValue: numeric({ precision: 10, scale: 2 }),
    sentAt: timestamp({ withTimezone: true }),
    approvedAt: timestamp({ withTimezone: true }),
    // No FK: invoices already reference quotes, and a cycle would complicate inserts and deletes.
    convertedInvoiceId: uuid(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchTextColumn('quote_number', 'client_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('quotes_number_key').on(t.tenantId, t.quoteNumber),
    foreignKey({
      name: 'quotes_client_id_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('restrict'),
    // The list's exact order (created_at DESC, id DESC — nulls first, as ORDER BY … DESC means), so a page is
    // read from the index without sorting.
    index('quotes_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quotes_status_idx').on(t.tenantId, t.status),
    index('quotes_client_idx').on(t.tenantId, t.clientId),
    atClientLocation('quotes_location_fk', t.tenantId, t.locationId, t.clientId),
    index('quotes_location_idx').on(t.tenantId, t.locationId),
    // Sent quotes past validUntil become expired.
    index('quotes_expiry_idx')
      .on(t.tenantId, t.validUntil)
      .where(sql`status = 'sent'`),
    // tenant_id inside the GIN index (btree_gin): a search reads only this tenant's matches.
    index('quotes_search_trgm').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Quotes (count and sum of totals) per tenant, stored status and archive flag, kept by statement triggers
 * (migration 0005), so list totals and the summary cards are exact without reading a large tenant's rows.
 */
export const quoteCounts = pgTable(
  'quote_counts',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    status: quoteStatus().notNull(),
    isArchived: boolean().notNull(),
    count: integer().notNull().default(0),
    total: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status, t.isArchived] })],
);

export const quoteLineItems = pgTable(
  'quote_line_items',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    quoteId: uuid().notNull(),
    itemType: lineItemType().notNull().default('custom'),
    description: text().notNull(),
    quantity: numeric({ precision: 10, scale: 2 }).notNull().default('1'),
    rate: money().notNull().default('0'),
    total: money().notNull().default('0'),
    sortOrder: integer().notNull().default(0),
    serviceId: uuid(),
    inventoryId: uuid(),
    // Outside the quote's total until the client ticks it when approving.
    isOptional: boolean().notNull().default(false),
    taxable: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'quote_line_items_quote_id_fk',
      columns: [t.tenantId, t.quoteId],
      foreignColumns: [quotes.tenantId, quotes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'quote_line_items_service_id_fk',
      columns: [t.tenantId, t.serviceId],
      foreignColumns: [services.tenantId, services.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'quote_line_items_inventory_id_fk',
      columns: [t.tenantId, t.inventoryId],
      foreignColumns: [inventoryItems.tenantId, inventoryItems.id],
    }).onDelete('restrict'),
    index('quote_line_items_quote_idx').on(t.tenantId, t.quoteId, t.sortOrder),
    index('quote_line_items_service_idx').on(t.tenantId, t.serviceId),
    index('quote_line_items_inventory_idx').on(t.tenantId, t.inventoryId),
  ],
);
