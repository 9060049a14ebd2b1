import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, tenantIdColumn, updatedAt } from './columns';
import { tenants, users } from './platform';
import { searchTextColumn, trigramIndex } from './search';

export const inventoryStatus = pgEnum('inventory_status', ['active', 'inactive']);
export const stockMovementKind = pgEnum('stock_movement_kind', [
  'count_adjustment',
  'po_receipt',
  'usage',
  'initial',
  'correction',
]);

export const inventoryItems = pgTable(
  'inventory_items',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text().notNull(),
    // Not unique: suppliers' SKUs may repeat across items.
    sku: text(),
    category: text(),
    description: text(),
    unitPrice: money().notNull().default('0'),
    cost: money().notNull().default('0'),
    currentStock: integer().notNull().default(0),
    minStock: integer().notNull().default(0),
    maxStock: integer().notNull().default(1000),
    supplier: text(),
    supplierSku: text(),
    status: inventoryStatus().notNull().default('active'),
    /** Whether lines of this part are taxed by default. */
    taxable: boolean().notNull().default(true),
    isOnOrder: boolean().notNull().default(false),
    reorderLevel: integer().notNull().default(10),
    location: text(),
    notes: text(),
    searchText: searchTextColumn('name', 'sku', 'category'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Stock may go below zero only through usage when the tenant allows it (stock-usage.ts); the ledger's
    // WHERE guards every other change, so there is no CHECK here.
    index('inventory_items_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('inventory_items_name_idx').on(t.tenantId, t.name),
    index('inventory_items_status_idx').on(t.tenantId, t.status),
    index('inventory_items_category_idx').on(t.tenantId, t.category),
    trigramIndex('inventory_items_search_trgm', t.tenantId, t.searchText),
  ],
);

/**
 * Parts per tenant and display status (in stock, low, out, on order: the SQL twin of the contracts'
 * inventoryDisplayStatus, tw_inventory_display_status in migration 0027) with their stock value (Σ stock ×
 * cost), kept by statement triggers: the inventory summary reads a few rows instead of every part.
 */
export const inventoryCounts = pgTable(
  'inventory_counts',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    displayStatus: text().notNull(),
    count: integer().notNull().default(0),
    stockValue: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.displayStatus] })],
);

/** Append-only stock ledger: every change of currentStock writes one row in the same transaction. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    inventoryId: uuid().notNull(),
    kind: stockMovementKind().notNull(),
    quantityChange: integer().notNull(),
    stockBefore: integer().notNull(),
    stockAfter: integer().notNull(),
    reason: text(),
    // No FK: the ledger outlives a deleted purchase order (and purchasing.ts already depends on this file).
    purchaseOrderId: uuid(),
    /** Usage: the completed job whose materials these were, or the sent (or cancelled) invoice. No FK, as above. */
    jobId: uuid(),
    invoiceId: uuid(),
    /**
     * The part's cost per unit when the movement was written (the item's cost then), so job costing prices parts
     * used at what they cost at the time, not at today's cost. Rows from before migration 0050 carry the cost the
     * item had when the column was added.
     */
    unitCost: money(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'stock_movements_inventory_id_fk',
      columns: [t.tenantId, t.inventoryId],
      foreignColumns: [inventoryItems.tenantId, inventoryItems.id],
    }).onDelete('cascade'),
    index('stock_movements_inventory_idx').on(
      t.tenantId,
      t.inventoryId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('stock_movements_purchase_order_idx').on(t.tenantId, t.purchaseOrderId),
    index('stock_movements_job_idx').on(t.tenantId, t.jobId),
    index('stock_movements_invoice_idx').on(t.tenantId, t.invoiceId),
    index('stock_movements_recent_idx').on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
