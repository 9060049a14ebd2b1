import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useListQueryState } from '@/lib/use-list-query-state';

/**
 * The state of a quote or invoice list, kept in the URL: status filter, page offset and the search (the
 * filter bar writes it once typing pauses). Sets the page's title.
 */
export function useSalesListState(pageTitle: string) {
  const [params] = useSearchParams();
  const { search, offset, filters, update } = useListQueryState(['status'] as const);
  const status = filters.status || 'all';

  useEffect(() => {
    document.title = `${pageTitle} · Tradeworks`;
  }, [pageTitle]);

  return { params, status, offset, search, update, filtered: search !== '' || status !== 'all' };
}

export type SalesListState = ReturnType<typeof useSalesListState>;
