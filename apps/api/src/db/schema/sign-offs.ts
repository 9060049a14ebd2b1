import { boolean, foreignKey, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdColumn } from './columns';
import { serviceJobs } from './dispatch';
import { tenants, users } from './platform';

/** The customer's sign-off of a completed job: signature and printed name, or "customer not present". */
export const jobSignOffs = pgTable(
  'job_sign_offs',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    jobId: uuid().notNull(),
    signerName: text(),
    /** A PNG data URL, checked to be a PNG. */
    signatureData: text(),
    customerNotPresent: boolean().notNull().default(false),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.jobId] }),
    foreignKey({
      name: 'job_sign_offs_job_fk',
      columns: [t.tenantId, t.jobId],
      foreignColumns: [serviceJobs.tenantId, serviceJobs.id],
    }).onDelete('cascade'),
  ],
);
