import {
  type AnyPgColumn,
  boolean,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { clients } from './clients';
import { tenants } from './platform';
import { searchTextColumn } from './search';
import { taxGroupReference } from './tax';

/**
 * The properties of a client where work is done (issue 35). Every client has at least one: an insert into
 * clients makes the first from the client's address (trigger, migration 0025), whatever path inserts the
 * client (form, CSV import, seed). Jobs, quotes, invoices, agreements and equipment point at a location
 * with a composite key that includes the client, so a record can never sit at another client's property.
 */
export const serviceLocations = pgTable(
  'service_locations',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    clientId: uuid().notNull(),
    name: text().notNull(),
    // Nullable: a client imported without an address still gets its first location.
    address: text(),
    address2: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    accessNotes: text(),
    contactName: text(),
    contactPhone: text(),
    /** The location's own tax group (issue 31): first choice for documents at this location. */
    taxGroupId: uuid(),
    archived: boolean().notNull().default(false),
    searchText: searchTextColumn('name', 'address', 'city', 'zip_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // The target of the (tenant, location, client) foreign keys of the records at a location.
    uniqueIndex('service_locations_client_key').on(t.tenantId, t.id, t.clientId),
    foreignKey({
      name: 'service_locations_client_id_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('cascade'),
    taxGroupReference('service_locations_tax_group_fk', t.tenantId, t.taxGroupId),
    index('service_locations_tax_group_idx').on(t.tenantId, t.taxGroupId),
    // A client's locations in list order: active first, then by creation (the first is the default).
    index('service_locations_client_idx').on(t.tenantId, t.clientId, t.archived, t.createdAt, t.id),
    index('service_locations_search_trgm').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
  ],
);

/** The (tenant, location, client) foreign key of a table whose rows sit at a client's location. */
export const atClientLocation = (
  name: string,
  tenantId: AnyPgColumn,
  locationId: AnyPgColumn,
  clientId: AnyPgColumn,
) =>
  foreignKey({
    name,
    columns: [tenantId, locationId, clientId],
    foreignColumns: [serviceLocations.tenantId, serviceLocations.id, serviceLocations.clientId],
  }).onDelete('restrict');
