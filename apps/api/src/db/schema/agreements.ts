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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { services } from './catalogue';
import { createdAt, idColumn, money, tenantIdColumn, updatedAt } from './columns';
import { clients } from './clients';
import { invoices } from './invoices';
import { tenants, users } from './platform';
import { searchTextColumn, trigramIndex } from './search';
import { atClientLocation } from './service-locations';

export const agreementStatus = pgEnum('agreement_status', ['active', 'expired', 'pending', 'cancelled']);

export const serviceAgreements = pgTable(
  'service_agreements',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    contractNumber: text().notNull(),
    clientId: uuid(),
    clientName: text().notNull(),
    /** Where the visits happen (default: the client's first location); null only without a client. */
    locationId: uuid(),
    // Free text from the spec's suggested lists (service types, frequencies incl. 'As Needed').
    serviceType: text().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    value: money().notNull(),
    frequency: text(),
    status: agreementStatus().notNull().default('active'),
    nextService: date(),
    description: text(),
    // The term this one renews. No FK, so an old term can still be deleted.
    renewedFromId: uuid(),
    /** per_visit, monthly, quarterly, annually or upfront; null bills nothing. */
    billingSchedule: text(),
    /** The generator renews the agreement by itself when it ends within the renewal window. */
    autoRenew: boolean().notNull().default(false),
    /** Visits exist up to this date (the rolling horizon the generator has filled). */
    visitsThrough: date(),
    /** The start of the next billing period still to invoice; null when nothing is left to bill. */
    nextBillingDate: date(),
    cancelledAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    searchText: searchTextColumn('contract_number', 'client_name', 'service_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('service_agreements_number_key').on(t.tenantId, t.contractNumber),
    foreignKey({
      name: 'service_agreements_client_id_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('restrict'),
    index('service_agreements_recent_idx').on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('service_agreements_status_idx').on(t.tenantId, t.status),
    index('service_agreements_client_idx').on(t.tenantId, t.clientId),
    atClientLocation('service_agreements_location_fk', t.tenantId, t.locationId, t.clientId),
    index('service_agreements_location_idx').on(t.tenantId, t.locationId),
    index('service_agreements_renewed_from_idx').on(t.tenantId, t.renewedFromId),
    // Upcoming renewals and the expiry sweep look at active agreements by end date.
    index('service_agreements_active_end_idx')
      .on(t.tenantId, t.endDate)
      .where(sql`status = 'active'`),
    index('service_agreements_next_service_idx').on(t.tenantId, t.nextService),
    // The generator's candidates: agreements with a billing period due.
    index('service_agreements_next_billing_idx')
      .on(t.tenantId, t.nextBillingDate)
      .where(sql`next_billing_date is not null`),
    trigramIndex('service_agreements_search_trgm', t.tenantId, t.searchText),
  ],
);

/**
 * Agreements per tenant and stored status, kept by statement triggers (migration 0027): the list's total and
 * the expired card (stored expired plus the few active ones past their end the sweep has not reached yet).
 */
export const serviceAgreementCounts = pgTable(
  'service_agreement_counts',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    status: agreementStatus().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status] })],
);

/** The catalogue services every visit of an agreement performs (copied onto each visit job). */
export const serviceAgreementServices = pgTable(
  'service_agreement_services',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    agreementId: uuid().notNull(),
    serviceId: uuid().notNull(),
    quantity: numeric({ precision: 10, scale: 2 }).notNull().default('1'),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'service_agreement_services_agreement_id_fk',
      columns: [t.tenantId, t.agreementId],
      foreignColumns: [serviceAgreements.tenantId, serviceAgreements.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'service_agreement_services_service_id_fk',
      columns: [t.tenantId, t.serviceId],
      foreignColumns: [services.tenantId, services.id],
    }).onDelete('restrict'),
    index('service_agreement_services_agreement_idx').on(t.tenantId, t.agreementId, t.sortOrder),
    index('service_agreement_services_service_idx').on(t.tenantId, t.serviceId),
  ],
);

/** One invoice per agreement and billing period: the unique key makes billing happen exactly once. */
export const serviceAgreementInvoices = pgTable(
  'service_agreement_invoices',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    agreementId: uuid().notNull(),
    invoiceId: uuid().notNull(),
    periodStart: date().notNull(),
    periodEnd: date().notNull(),
    amount: money().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('service_agreement_invoices_period_key').on(t.tenantId, t.agreementId, t.periodStart),
    foreignKey({
      name: 'service_agreement_invoices_agreement_id_fk',
      columns: [t.tenantId, t.agreementId],
      foreignColumns: [serviceAgreements.tenantId, serviceAgreements.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'service_agreement_invoices_invoice_id_fk',
      columns: [t.tenantId, t.invoiceId],
      foreignColumns: [invoices.tenantId, invoices.id],
    }).onDelete('restrict'),
    index('service_agreement_invoices_invoice_idx').on(t.tenantId, t.invoiceId),
  ],
);

/** Each run of the agreement generator for a tenant: when, and what it made (shown to admins). */
export const agreementGeneratorRuns = pgTable(
  'agreement_generator_runs',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    agreementsProcessed: integer().notNull().default(0),
    visitsCreated: integer().notNull().default(0),
    invoicesCreated: integer().notNull().default(0),
    renewalsCreated: integer().notNull().default(0),
    failures: integer().notNull().default(0),
    /** 'schedule' (server background job), 'cli' (npm run agreements:run) or 'manual'. */
    trigger: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('agreement_generator_runs_recent_idx').on(t.tenantId, t.finishedAt.desc().nullsFirst()),
  ],
);
