import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { apiFetchPage, type QueryValue } from '@/lib/api-client';

/** GET /api/technicians in pages of 200 (a company has tens of technicians, not thousands). */
export async function fetchAllPages<T>(path: string, query: Record<string, QueryValue>) {
  const first = await apiFetchPage<T>(path, { query: { ...query, limit: MAX_PAGE_SIZE, offset: 0 } });
  const offsets: number[] = [];
  for (let offset = MAX_PAGE_SIZE; offset < first.total; offset += MAX_PAGE_SIZE) offsets.push(offset);
  const rest = await Promise.all(
    offsets.map((offset) => apiFetchPage<T>(path, { query: { ...query, limit: MAX_PAGE_SIZE, offset } })),
  );
  return { items: [first, ...rest].flatMap((p) => p.items), total: first.total };
}
