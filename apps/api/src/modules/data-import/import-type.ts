import type { z } from 'zod';
import type { ImportType } from '@tradeworks/contracts/data-transfer';
import type { TenantScope } from '../../db/client';

export type CellKind = 'text' | 'money' | 'integer' | 'boolean' | 'tags' | 'date';

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
}

/**
 * What the import needs to know about one importable type. Rows are validated with the API's own create
 * schema and written through the module's repository functions, with the same audit entries.
 */
export interface ImportTypeDefinition<T = unknown> {
  type: ImportType;
  /** Singular noun for messages ("client"). */
  noun: string;
  kinds: Record<string, CellKind>;
  /** The create schema of the API (packages/contracts). */
  schema: z.ZodType<T>;
  /** CSV values by column → the create body (services wrap theirs in {service, lineItems}). */
  toBody(values: Record<string, unknown>): unknown;
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
