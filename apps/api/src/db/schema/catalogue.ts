import { sql } from 'drizzle-orm';
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
import { equipmentType } from './equipment-type';
import { inventoryItems } from './inventory';
import { tenants } from './platform';
import { searchTextColumn, trigramIndex } from './search';

export const serviceType = pgEnum('service_type', ['simple', 'composite']);
export const serviceStatus = pgEnum('service_status', ['active', 'inactive']);
export const serviceLineItemType = pgEnum('service_line_item_type', ['part', 'labor', 'service']);

export const services = pgTable(
  'services',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text().notNull(),
    description: text(),
    serviceType: serviceType().notNull(),
    // For composite services: the sum of the line totals, kept by the app.
    basePrice: money().notNull().default('0'),
    category: text(),
    status: serviceStatus().notNull().default('active'),
    isInventoried: boolean().notNull().default(false),
    /** Whether lines of this service are taxed by default (labour often is not). */
    taxable: boolean().notNull().default(true),
    /** Completing a job or invoice line of this service installs a unit of equipmentType at the location. */
    createsEquipment: boolean().notNull().default(false),
    equipmentType: equipmentType(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Offered on the public booking page (issue 32). */
    bookable: boolean().notNull().default(false),
    /** The length of a booked visit of this service. */
    bookingDurationMinutes: integer().notNull().default(60),
    /** Shown as "from $X" on the booking page; null shows no price. */
    bookingPriceFrom: money(),
    /** A technician needs every one of these skills to be offered for it. */
    bookingSkills: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Emergency services: the booking page says "call us" with the organization's number instead of windows. */
    bookingCallUs: boolean().notNull().default(false),
    searchText: searchTextColumn('name', 'description', 'category'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('services_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('services_name_idx').on(t.tenantId, t.name),
    index('services_status_idx').on(t.tenantId, t.status),
    index('services_category_idx').on(t.tenantId, t.category),
    // The public booking page lists the bookable services by name.
    index('services_bookable_idx')
      .on(t.tenantId, t.name)
      .where(sql`${t.bookable}`),
    trigramIndex('services_search_trgm', t.tenantId, t.searchText),
  ],
);

/** Components of a composite service. */
export const serviceLineItems = pgTable(
  'service_line_items',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    serviceId: uuid().notNull(),
    inventoryId: uuid(),
    itemType: serviceLineItemType().notNull(),
    itemName: text().notNull(),
    quantity: numeric({ precision: 10, scale: 2 }).notNull().default('1'),
    rate: money().notNull().default('0'),
    total: money().notNull().default('0'),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'service_line_items_service_id_fk',
      columns: [t.tenantId, t.serviceId],
      foreignColumns: [services.tenantId, services.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'service_line_items_inventory_id_fk',
      columns: [t.tenantId, t.inventoryId],
      foreignColumns: [inventoryItems.tenantId, inventoryItems.id],
    }).onDelete('restrict'),
    index('service_line_items_service_idx').on(t.tenantId, t.serviceId, t.sortOrder),
    index('service_line_items_inventory_idx').on(t.tenantId, t.inventoryId),
  ],
);
