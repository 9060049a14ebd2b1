import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, tenantIdColumn, updatedAt } from './columns';
import { tenants, users } from './platform';
import { searchHeadColumn, searchTextColumn } from './search';
import { taxGroupReference } from './tax';

/** What a client search matches (snake_case SQL names). */
const CLIENT_SEARCH_COLUMNS = ['name', 'email', 'phone', 'address', 'city', 'company_name'];

export const clientSalutation = pgEnum('client_salutation', ['none', 'Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Prof.']);
export const clientSuffix = pgEnum('client_suffix', ['none', 'Jr.', 'Sr.', 'II', 'III', 'IV']);
export const clientType = pgEnum('client_type', ['residential', 'commercial']);
export const clientStatus = pgEnum('client_status', ['active', 'inactive', 'lead']);
export const preferredContactMethod = pgEnum('preferred_contact_method', ['phone', 'email', 'text']);
export const paymentTerms = pgEnum('payment_terms', ['due_on_receipt', 'net_30', 'net_60', 'net_90']);
export const clientPaymentMethodType = pgEnum('client_payment_method_type', [
  'card',
  'us_bank_account',
  'other',
]);

export const clients = pgTable(
  'clients',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    /** Display name, kept by the app from the name parts or the company name. */
    name: text().notNull(),
    salutation: clientSalutation().notNull().default('none'),
    firstName: text(),
    lastName: text(),
    suffix: clientSuffix().notNull().default('none'),
    companyName: text(),
    email: text(),
    phone: text(),
    address: text(),
    address2: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    country: text().notNull().default('US'),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    clientType: clientType().notNull().default('residential'),
    status: clientStatus().notNull().default('active'),
    notes: text(),
    preferredContactMethod: preferredContactMethod().notNull().default('phone'),
    emergencyContact: text(),
    emergencyPhone: text(),
    leadSource: text(),
    paymentTerms: paymentTerms().notNull().default('net_30'),
    creditLimit: money().notNull().default('0'),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stripeCustomerId: text(),
    totalValue: money().notNull().default('0'),
    /** The client's own tax group (issue 31): used when the document's location has none. */
    taxGroupId: uuid(),
    /** A tax-exempt client's documents carry no tax while the certificate is valid (until its expiry day). */
    taxExempt: boolean().notNull().default(false),
    taxExemptCertificate: text(),
    taxExemptUntil: date(),
    searchText: searchTextColumn(...CLIENT_SEARCH_COLUMNS),
    /**
     * The first SEARCH_HEAD_LENGTH characters of searchText, a key of clients_name_idx so a common search walks
     * the name order reading the index alone (an index-only scan, no heap visit per passed-over client). Its own
     * generated column, as a generated column cannot read another; searchText itself would make the index entry
     * of a long client outgrow btree's 2,704 bytes.
     */
    searchHead: searchHeadColumn(...CLIENT_SEARCH_COLUMNS),
    /**
     * A client missing a detail the client form requires (name, e-mail, phone, address): imported from
     * another tool's export without it (issue 34 item 17). Kept by the database, so completing the client
     * clears it.
     */
    needsDetails: boolean()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          ['first_name', 'last_name', 'email', 'phone', 'address', 'city', 'state', 'zip_code']
            .map((c) => `${c} is null`)
            .join(' or '),
        ),
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    taxGroupReference('clients_tax_group_fk', t.tenantId, t.taxGroupId),
    index('clients_tax_group_idx').on(t.tenantId, t.taxGroupId),
    index('clients_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('clients_name_idx').on(t.tenantId, t.name, t.id, t.searchHead),
    // Also serves a status-filtered list in name order (leads, inactive clients) without walking every name.
    index('clients_status_idx').on(t.tenantId, t.status, t.name, t.id),
    // tenant_id inside the GIN index (btree_gin): a search visits only its own tenant's matches.
    index('clients_search_trgm').using('gin', t.tenantId, t.searchText.op('gin_trgm_ops')),
    // The "needs details" list in name order; partial, as few clients ever need details.
    index('clients_needs_details_idx')
      .on(t.tenantId, t.name, t.id)
      .where(sql`needs_details`),
  ],
);

/**
 * Clients per tenant, status and type, kept by statement triggers on clients (migration 0004), so totals of
 * unsearched lists and the summary cards are exact without counting a large tenant's rows on every request.
 */
export const clientCounts = pgTable(
  'client_counts',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    status: clientStatus().notNull(),
    clientType: clientType().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status, t.clientType] })],
);

/** Log of contacts with a client (calls, visits, e-mails). */
export const clientContacts = pgTable(
  'client_contacts',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    clientId: uuid().notNull(),
    contactType: text().notNull(),
    subject: text(),
    description: text(),
    contactedBy: text(),
    outcome: text(),
    followUpDate: date(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'client_contacts_client_id_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('cascade'),
    index('client_contacts_client_idx').on(
      t.tenantId,
      t.clientId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('client_contacts_recent_idx').on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/** Saved payment-provider payment methods of a client; the provider holds the card/bank data. */
export const clientPaymentMethods = pgTable(
  'client_payment_methods',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    clientId: uuid().notNull(),
    type: clientPaymentMethodType().notNull(),
    brand: text(),
    last4: text(),
    displayName: text().notNull(),
    isDefault: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    stripePaymentMethodId: text().notNull(),
    stripeCustomerId: text().notNull(),
    expMonth: integer(),
    expYear: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'client_payment_methods_client_id_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('cascade'),
    index('client_payment_methods_client_idx').on(t.tenantId, t.clientId),
    // At most one default method per client.
    uniqueIndex('client_payment_methods_default_key')
      .on(t.tenantId, t.clientId)
      .where(sql`is_default`),
  ],
);
