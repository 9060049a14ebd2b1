import {
  date,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, taxRate, tenantIdColumn, updatedAt } from './columns';
import { inventoryItems } from './inventory';
import { tenants, users } from './platform';
import { searchTextColumn, trigramIndex } from './search';

export const purchaseOrderStatus = pgEnum('purchase_order_status', [
  'draft',
  'sent',
  'confirmed',
  'partially_received',
  'received',
  'cancelled',
]);

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    poNumber: text().notNull(),
    supplier: text().notNull(),
    supplierEmail: text(),
    supplierPhone: text(),
    status: purchaseOrderStatus().notNull().default('draft'),
    orderDate: date().notNull(),
    expectedDate: date(),
    receivedDate: date(),
    subtotal: money().notNull().default('0'),
    taxRate: taxRate().notNull().default('0.0800'),
    taxAmount: money().notNull().default('0'),
    shippingCost: money().notNull().default('0'),
    total: money().notNull().default('0'),
    notes: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    // status is an enum: its text cast is not immutable, so it cannot be part of the generated column.
    searchText: searchTextColumn('po_number', 'supplier'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('purchase_orders_number_key').on(t.tenantId, t.poNumber),
    index('purchase_orders_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('purchase_orders_status_idx').on(t.tenantId, t.status),
    index('purchase_orders_order_date_idx').on(
      t.tenantId,
      t.orderDate.desc().nullsFirst(),
      t.poNumber.desc().nullsFirst(),
    ),
    trigramIndex('purchase_orders_search_trgm', t.tenantId, t.searchText),
  ],
);

export const purchaseOrderLineItems = pgTable(
  'purchase_order_line_items',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    poId: uuid().notNull(),
    inventoryId: uuid(),
    description: text().notNull(),
    sku: text(),
    quantity: integer().notNull().default(1),
    unitCost: money().notNull().default('0'),
    total: money().notNull().default('0'),
    quantityReceived: integer().notNull().default(0),
    receivedDate: date(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'purchase_order_line_items_po_id_fk',
      columns: [t.tenantId, t.poId],
      foreignColumns: [purchaseOrders.tenantId, purchaseOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'purchase_order_line_items_inventory_id_fk',
      columns: [t.tenantId, t.inventoryId],
      foreignColumns: [inventoryItems.tenantId, inventoryItems.id],
    }).onDelete('restrict'),
    index('purchase_order_line_items_po_idx').on(t.tenantId, t.poId, t.sortOrder),
    index('purchase_order_line_items_inventory_idx').on(t.tenantId, t.inventoryId),
  ],
);
