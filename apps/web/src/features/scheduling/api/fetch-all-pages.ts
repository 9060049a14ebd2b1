import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { apiFetchPage, type QueryValue } from '@/lib/api-client';

/** Beyond this many jobs in one range the calendar says so rather than loading without end. */
export const MAX_CALENDAR_JOBS = 2000;

/**
 * GET /api/service-jobs?from=&to= — the jobs of the visible range only (never the whole table), read in
 * pages of 200: the first page tells the total, the rest are fetched in parallel.
 */
export async function fetchAllPages<T>(path: string, query: Record<string, QueryValue>) {
  const first = await apiFetchPage<T>(path, { query: { ...query, limit: MAX_PAGE_SIZE, offset: 0 } });
  const total = Math.min(first.total, MAX_CALENDAR_JOBS);
  const offsets: number[] = [];
  for (let offset = MAX_PAGE_SIZE; offset < total; offset += MAX_PAGE_SIZE) offsets.push(offset);
  const rest = await Promise.all(
    offsets.map((offset) => apiFetchPage<T>(path, { query: { ...query, limit: MAX_PAGE_SIZE, offset } })),
  );
  return { items: [first, ...rest].flatMap((p) => p.items), total: first.total };
}
