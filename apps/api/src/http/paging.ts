import type { FastifyReply } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { COUNT_BOUND, TOTAL_BOUNDED_HEADER, TOTAL_COUNT_HEADER } from '@tradeworks/contracts/paging';
import type { Tx } from '../db/drizzle-types';

export interface Page<T> {
  items: T[];
  total: number;
  /** The count stopped at COUNT_BOUND: there are more than `total`. */
  bounded?: boolean;
}

/**
 * Lists answer a JSON array with the total in X-Total-Count (DESIGN.md §4), and X-Total-Count-Bounded when that
 * total is only "more than".
 */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.bounded) reply.header(TOTAL_BOUNDED_HEADER, 'true');
  return page.items;
}

/**
 * Case-insensitive substring match against a table's lower-cased `search_text` column (GIN trigram index).
 * LIKE wildcards typed by the user are escaped, so they match literally.
 */
export function searchTextMatches(column: SQL | unknown, search: string | undefined): SQL | undefined {
  const term = search?.trim().toLowerCase();
  if (!term) return undefined;
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} like ${`%${escaped}%`}`;
}

/** A case-insensitive substring pattern for ILIKE, with the user's % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * The number of rows of `rows` (a select of the list's filter), counted no further than the bound: a search of a
 * million clients stops after the first thousand matches instead of collecting every one for the total. The bound
 * is COUNT_BOUND, or the end of the page asked for when that is further: a bounded total then always means there
 * is a next page.
 */
export async function boundedCount(
  tx: Tx,
  rows: SQL,
  pageEnd = 0,
): Promise<{ total: number; bounded: boolean }> {
  const bound = Math.max(COUNT_BOUND, pageEnd);
  const result = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from (${rows} limit ${bound + 1}) matched`,
  );
  const n = Number(result.rows[0].n);
  return n > bound ? { total: bound, bounded: true } : { total: n, bounded: false };
}
