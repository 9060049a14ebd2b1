import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, tenantIdColumn, updatedAt } from './columns';
import { clients } from './clients';
import { tenants } from './platform';
import { searchTextColumn, trigramIndex } from './search';

export const agreementStatus = pgEnum('agreement_status', ['active', 'expired', 'pending', 'cancelled']);

export const serviceAgreements = pgTable(
  'service_agreements',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    contractNumber: text().notNull(),
    clientId: uuid(),
    clientName: text().notNull(),
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
    index('service_agreements_recent_idx').on(t.tenantId, t.createdAt.desc()),
    index('service_agreements_status_idx').on(t.tenantId, t.status),
    index('service_agreements_client_idx').on(t.tenantId, t.clientId),
    index('service_agreements_renewed_from_idx').on(t.tenantId, t.renewedFromId),
    // Upcoming renewals and the expiry sweep look at active agreements by end date.
    index('service_agreements_active_end_idx')
      .on(t.tenantId, t.endDate)
      .where(sql`status = 'active'`),
    index('service_agreements_next_service_idx').on(t.tenantId, t.nextService),
    trigramIndex('service_agreements_search_trgm', t.searchText),
  ],
);
