import {
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn } from './columns';
import { serviceJobs, technicians } from './dispatch';
import { tenants } from './platform';

/**
 * The public tracking page of an on-my-way text (`/track/{token}`, issue 28): one per technician setting off
 * for a job. Only the SHA-256 of its random token is stored. It shows the company, the technician's first
 * name and photo, the job's status and the ETA, and stops answering when the job completes, changes hands or
 * after `expires_at` (12 hours). The ETA is reckoned when the technician taps On my way and again each time My Day
 * sends the device's position while en route (only with the browser's permission): from the last position,
 * else from the planned route.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    tokenHash: text().notNull(),
    jobId: uuid().notNull(),
    technicianId: uuid().notNull(),
    eta: timestamp({ withTimezone: true }),
    /** location (the tap's position), route (the planned arrival); null: unknown. */
    etaSource: text(),
    /** The technician's last position (the tap's, then My Day's updates while en route), when shared. */
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    /** When the device took that position: an older update arriving late is ignored. */
    positionAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tracking_links_token_key').on(t.tenantId, t.tokenHash),
    // The public page arrives with the token only (no organization yet): a platform lookup by the hash.
    index('tracking_links_token_idx').on(t.tokenHash),
    index('tracking_links_job_idx').on(t.tenantId, t.jobId),
    foreignKey({
      name: 'tracking_links_job_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [serviceJobs.tenantId, serviceJobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'tracking_links_technician_fk',
      columns: [t.tenantId, t.technicianId],
      foreignColumns: [technicians.tenantId, technicians.id],
    }).onDelete('cascade'),
  ],
);
