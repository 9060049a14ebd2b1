import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, taxRate, tenantIdColumn, updatedAt } from './columns';
import { tenants } from './platform';
import { searchTextColumn } from './search';

/** One jurisdiction's sales-tax rate (issue 31): a fraction with 4 decimals, e.g. 0.0625. */
export const taxRates = pgTable(
  'tax_rates',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text().notNull(),
    rate: taxRate().notNull(),
    jurisdiction: text(),
    searchText: searchTextColumn('name', 'jurisdiction'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The list's order (name, id), read from the index.
    index('tax_rates_name_idx').on(t.tenantId, t.name, t.id),
    index('tax_rates_search_trgm').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * A combination of rates a document is taxed with (state + county + city). At most one per tenant is the
 * organization's default; without one, documents fall back to the single default rate (8% or Settings).
 */
export const taxGroups = pgTable(
  'tax_groups',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    name: text().notNull(),
    isDefault: boolean().notNull().default(false),
    searchText: searchTextColumn('name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('tax_groups_name_idx').on(t.tenantId, t.name, t.id),
    uniqueIndex('tax_groups_default_key')
      .on(t.tenantId)
      .where(sql`is_default`),
    index('tax_groups_search_trgm').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
  ],
);

/** The rates of a group, in the order they are listed on documents. */
export const taxGroupRates = pgTable(
  'tax_group_rates',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    groupId: uuid().notNull(),
    rateId: uuid().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.rateId] }),
    foreignKey({
      name: 'tax_group_rates_group_fk',
      columns: [t.tenantId, t.groupId],
      foreignColumns: [taxGroups.tenantId, taxGroups.id],
    }).onDelete('cascade'),
    // A rate in a group cannot be deleted (the API answers 409 naming the groups).
    foreignKey({
      name: 'tax_group_rates_rate_fk',
      columns: [t.tenantId, t.rateId],
      foreignColumns: [taxRates.tenantId, taxRates.id],
    }).onDelete('restrict'),
    index('tax_group_rates_rate_idx').on(t.tenantId, t.rateId),
  ],
);

/** The (tenant, tax group) foreign key of a client or location that carries its own group. */
export const taxGroupReference = (name: string, tenantId: AnyPgColumn, taxGroupId: AnyPgColumn) =>
  foreignKey({
    name,
    columns: [tenantId, taxGroupId],
    foreignColumns: [taxGroups.tenantId, taxGroups.id],
  }).onDelete('restrict');
