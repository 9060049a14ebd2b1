import {
  boolean,
  date,
  foreignKey,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants, users } from './platform';

export const leadKind = pgEnum('lead_kind', ['booking', 'request']);
export const leadStatus = pgEnum('lead_status', ['new', 'contacted', 'quoted', 'won', 'lost']);

/**
 * A stranger's online booking or service request (issue 32): the lead client it created or matched, the
 * job a booking made, where it came from (source, page, campaign parameters) and the office's follow-up.
 * Contact details are kept as the visitor typed them, so a matched client's own record is never shown back.
 */
export const leads = pgTable(
  'leads',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    /** Given to the visitor ("your booking reference"). */
    reference: text().notNull(),
    kind: leadKind().notNull(),
    status: leadStatus().notNull().default('new'),
    lostReason: text(),
    clientId: uuid().notNull(),
    /** The job a booking made; no foreign key, so deleting the job (the office's call) leaves the lead. */
    jobId: uuid(),
    serviceId: uuid(),
    serviceName: text(),
    name: text().notNull(),
    email: text(),
    phone: text(),
    /** Normalised for the daily cap and duplicate flags: lower-case e-mail, digits-only phone. */
    emailKey: text(),
    phoneKey: text(),
    description: text(),
    preferredTimes: text(),
    /** web_booking (the page), widget (embedded on the organization's site) or request. */
    source: text().notNull(),
    /** The page the widget was embedded in. */
    pageUrl: text(),
    /** utm_source, utm_medium, utm_campaign, utm_term, utm_content as given in the URL. */
    campaign: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** The office must confirm the booking before it is a scheduled job. */
    awaitingConfirmation: boolean().notNull().default(false),
    windowStart: timestamp({ withTimezone: true }),
    windowEnd: timestamp({ withTimezone: true }),
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    nextFollowUp: date(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('leads_reference_key').on(t.tenantId, t.reference),
    index('leads_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('leads_status_idx').on(t.tenantId, t.status, t.createdAt.desc().nullsFirst()),
    index('leads_email_idx').on(t.tenantId, t.emailKey, t.createdAt),
    index('leads_phone_idx').on(t.tenantId, t.phoneKey, t.createdAt),
    index('leads_client_idx').on(t.tenantId, t.clientId),
    foreignKey({
      name: 'leads_client_id_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('cascade'),
  ],
);
