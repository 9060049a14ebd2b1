import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ImportType } from '@tradeworks/contracts/data-transfer';
import type { TenantScope } from '../../db/client';

/** `date`: a timestamp (createdAt); `day`: a calendar date, YYYY-MM-DD (install date, warranty ends). */
export type CellKind = 'text' | 'money' | 'integer' | 'boolean' | 'tags' | 'date' | 'day';

/** One valid row of a file, ready to write. */
export interface ImportRecord<T> {
  row: number;
  data: T;
  /** The record this row updates: from the id column, or found by the natural key. */
  existingId: string | null;
  createdAt: Date | null;
}

export interface ExistingRecords {
  byKey: Map<string, string>;
  ids: Set<string>;
  /** What else a type loads to read its rows (the equipment import: the clients' locations). */
  references?: unknown;
}

/**
 * What the import needs to know about one importable type. Rows are validated with the API's own create
 * schema and written through the module's repository functions, with the same audit entries.
 */
export interface ImportTypeDefinition<T = unknown> {
  type: ImportType;
  /** The tables a commit fills, refreshed after it (statistics; on the embedded engine also a vacuum). */
  filledTables: readonly PgTable[];
  /** Singular noun for messages ("client"). */
  noun: string;
  kinds: Record<string, CellKind>;
  /** The create schema of the API (packages/contracts). */
  schema: z.ZodType<T>;
  /**
   * Cells that name other records by what a person knows (a unit's client e-mail and location name) become
   * the body's ids, in `values`; answers the row's errors about them, each with the body field it stands
   * for (so the schema's own complaint about that field is not reported twice).
   */
  resolveReferences?(
    values: Record<string, unknown>,
    existing: ExistingRecords,
  ): Array<{ column: string; message: string; field: string }>;
  /**
   * CSV values by column → the create body (services wrap theirs in {service, lineItems}). With
   * `keepsUnmapped`, also the row's non-empty cells of columns that feed nothing, as [header, value].
   */
  toBody(values: Record<string, unknown>, unmapped: Array<[string, string]>): unknown;
  /** Values of columns that feed nothing are kept (clients: in the notes), never dropped. */
  keepsUnmapped?: boolean;
  /** A valid row that lacks a detail the form requires (clients: imported flagged "needs details"). */
  lacksDetails?(data: T): boolean;
  /** The column of a schema issue path. */
  issueColumn(path: PropertyKey[]): string;
  /** The natural key of a valid row (null: never matched, always created). */
  naturalKey(data: T): string | null;
  /** The column a duplicate-key error points at. */
  keyColumn: string;
  loadExisting(scope: TenantScope): Promise<ExistingRecords>;
  /** Writes one batch; every row is valid. */
  writeBatch(scope: TenantScope, batch: ImportRecord<T>[]): Promise<{ created: number; updated: number }>;
}
