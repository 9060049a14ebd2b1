import type { FastifyReply } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { TOTAL_COUNT_HEADER } from '@tradeworks/contracts/paging';

export interface Page<T> {
  items: T[];
  total: number;
}

/** Lists answer a JSON array with the total in X-Total-Count (DESIGN.md §4). */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
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
