import { sql } from 'drizzle-orm';
import { index, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * Stored, lower-cased concatenation of a table's searchable text columns (snake_case SQL names), so one
 * GIN trigram index serves the case-insensitive substring search of every list. Only immutable
 * expressions are allowed in a generated column: enum casts are not, so status columns stay out.
 */
export const searchTextColumn = (...sqlColumns: string[]) =>
  text().generatedAlwaysAs(
    sql.raw(`lower(${sqlColumns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `)})`),
  );

/**
 * GIN trigram index on a searchText column, led by `tenant_id` (btree_gin): a search reads only its own
 * organization's matches rather than every tenant's first (needs pg_trgm and btree_gin, created by the
 * migrations).
 */
export const trigramIndex = (name: string, tenantId: ExtraConfigColumn, column: ExtraConfigColumn) =>
  index(name).using('gin', tenantId, column.op('gin_trgm_ops'));
