import { sql } from 'drizzle-orm';
import { index, text, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * Stored, lower-cased concatenation of a table's searchable text columns (snake_case SQL names), so one
 * GIN trigram index serves the case-insensitive substring search of every list. Only immutable
 * expressions are allowed in a generated column: enum casts are not, so status columns stay out.
 */
export const searchTextColumn = (...sqlColumns: string[]) =>
  text().generatedAlwaysAs(sql.raw(searchTextOf(sqlColumns)));

const searchTextOf = (sqlColumns: string[]) =>
  `lower(${sqlColumns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `)})`;

/**
 * How much of the search text a btree index may carry: 300 characters stay under btree's 2,704-byte entry limit
 * beside a 200-character name even at 4 bytes a character. A row whose head is this long may match past it.
 */
export const SEARCH_HEAD_LENGTH = 300;

/** The first SEARCH_HEAD_LENGTH characters of searchTextColumn(…sqlColumns), for an index-only name walk. */
export const searchHeadColumn = (...sqlColumns: string[]) =>
  text().generatedAlwaysAs(sql.raw(`left(${searchTextOf(sqlColumns)}, ${SEARCH_HEAD_LENGTH})`));

/**
 * GIN trigram index on a searchText column, led by `tenant_id` (btree_gin): a search reads only its own
 * organization's matches rather than every tenant's first (needs pg_trgm and btree_gin, created by the
 * migrations).
 */
export const trigramIndex = (name: string, tenantId: ExtraConfigColumn, column: ExtraConfigColumn) =>
  index(name).using('gin', tenantId, column.op('gin_trgm_ops'));
