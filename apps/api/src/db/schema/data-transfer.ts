import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tenantIdColumn, updatedAt } from './columns';
import { tenants, users } from './platform';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * CSV import jobs: the uploaded file (kept for the commit's re-parse and the error-rows download), the
 * options, and the counts of the dry run and the commit. Work runs in the server's background runner.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: idColumn(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    importType: text().notNull(),
    fileName: text().notNull(),
    file: bytea().notNull(),
    status: text().notNull().default('validating'),
    mode: text(),
    mapping: jsonb()
      .$type<Record<string, string | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    dateOrder: text(),
    /** Parse facts and counts (headers, delimiter, encoding, rowsRead, created, …). */
    result: jsonb()
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The first 1000 row errors; errorRows holds every failing row number. */
    errors: jsonb()
      .$type<Array<{ row: number; column: string; message: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    errorRows: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    message: text(),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('import_jobs_recent_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
  ],
);

/** The column mapping a tenant last used per import type (file header → column). */
export const importMappings = pgTable(
  'import_mappings',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    importType: text().notNull(),
    mapping: jsonb()
      .$type<Record<string, string | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.importType] })],
);
