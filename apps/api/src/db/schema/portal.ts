import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, idColumn, money, tenantIdColumn } from './columns';
import { clients } from './clients';
import { tenants, users } from './platform';
import { quotes } from './quotes';
import { serviceJobs, technicians } from './dispatch';

/**
 * Passwordless links into the customer portal (issue 18). A link belongs to one client of one tenant; only the
 * SHA-256 of its random token is stored. It may be opened again until it expires or is revoked.
 */
export const portalLinks = pgTable(
  'portal_links',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    clientId: uuid().notNull(),
    tokenHash: text().notNull(),
    sentTo: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('portal_links_token_key').on(t.tenantId, t.tokenHash),
    index('portal_links_client_idx').on(t.tenantId, t.clientId, t.createdAt.desc().nullsFirst()),
    foreignKey({
      name: 'portal_links_client_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('cascade'),
  ],
);

/** A browser's portal session, opened from a link: limited to that link's client; the cookie holds the token. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    clientId: uuid().notNull(),
    linkId: uuid().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('portal_sessions_token_key').on(t.tenantId, t.tokenHash),
    index('portal_sessions_client_idx')
      .on(t.tenantId, t.clientId)
      .where(sql`revoked_at is null`),
    foreignKey({
      name: 'portal_sessions_link_fk',
      columns: [t.tenantId, t.linkId],
      foreignColumns: [portalLinks.tenantId, portalLinks.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'portal_sessions_client_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The client's answer to a quote from the portal: approval with typed name and signature (a drawn PNG as a data
 * URL, or the typed name), or a decline with its reason; with time and the client's address. The latest answer.
 */
export const quoteClientResponses = pgTable(
  'quote_client_responses',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    quoteId: uuid().notNull(),
    response: text({ enum: ['approved', 'declined'] }).notNull(),
    signerName: text(),
    signatureKind: text({ enum: ['drawn', 'typed'] }),
    signatureData: text(),
    declineReason: text(),
    ipAddress: text(),
    userAgent: text(),
    respondedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // What an approval signed (issue 19): the optional lines ticked, the totals of that selection and the
    // deposit it requests, with a SHA-256 digest over them and the signer.
    acceptedOptionIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    approvedSubtotal: money(),
    approvedTaxAmount: money(),
    approvedTotal: money(),
    depositAmount: money(),
    signedDigest: text(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.quoteId] }),
    foreignKey({
      name: 'quote_client_responses_quote_fk',
      columns: [t.tenantId, t.quoteId],
      foreignColumns: [quotes.tenantId, quotes.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Photos a client attached to a service request in the portal, stored with the pending job it became (there is
 * no object store: the bytes live here, at most 5 × 10 MB per request). `contentType` is the type found in
 * the bytes, never the one the browser claimed. Readable by staff who can see the job and by that client.
 */
export const serviceJobPhotos = pgTable(
  'service_job_photos',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    jobId: uuid().notNull(),
    /** The portal client who sent it (the job's client at the time). */
    clientId: uuid().notNull(),
    fileName: text().notNull(),
    contentType: text({ enum: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] }).notNull(),
    sizeBytes: integer().notNull(),
    content: bytea().notNull(),
    // Technician photos (issue 35): who took it, its tag and caption, the unit it shows, whether the client
    // sees it in the portal, and the re-encoded image's size with its thumbnail (JPEG).
    source: text({ enum: ['portal', 'technician'] })
      .notNull()
      .default('portal'),
    tag: text({ enum: ['before', 'after', 'other'] }),
    caption: text(),
    technicianId: uuid(),
    equipmentId: uuid(),
    portalVisible: boolean().notNull().default(false),
    width: integer(),
    height: integer(),
    thumbnail: bytea(),
    takenAt: timestamp({ withTimezone: true }),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('service_job_photos_job_idx').on(t.tenantId, t.jobId, t.createdAt),
    // A unit's history: the photos that show it, newest first.
    index('service_job_photos_equipment_idx')
      .on(t.tenantId, t.equipmentId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`equipment_id is not null`),
    foreignKey({
      name: 'service_job_photos_technician_fk',
      columns: [t.tenantId, t.technicianId],
      foreignColumns: [technicians.tenantId, technicians.id],
    }).onDelete('restrict'),
    index('service_job_photos_client_idx').on(t.tenantId, t.clientId),
    foreignKey({
      name: 'service_job_photos_job_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [serviceJobs.tenantId, serviceJobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'service_job_photos_client_fk',
      columns: [t.tenantId, t.clientId],
      foreignColumns: [clients.tenantId, clients.id],
    }).onDelete('cascade'),
  ],
);
