import type { FastifyReply } from 'fastify';
import { TOTAL_COUNT_HEADER } from '@tradeworks/contracts/paging';

export interface Page<T> {
  rows: T[];
  total: number;
}

/** Lists answer the page as a JSON array and the full count in X-Total-Count (DESIGN.md §4). */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows;
}

/** A case-insensitive substring pattern for ILIKE, with the user's % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, '\\$&')}%`;
}

export const toIso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
