import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useListQueryState } from '@/lib/use-list-query-state';

/**
 * The state of a quote or invoice list, kept in the URL: status filter, page offset and the search, which
 * is typed here and written to the URL once typing pauses. Sets the page's title.
 */
export function useSalesListState(pageTitle: string) {
  const [params] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const offset = Number(params.get('offset') ?? 0) || 0;
  const [search, setSearch] = useState(params.get('search') ?? '');
  const debounced = useDebouncedValue(search.trim());
  const { update } = useListQueryState();

  useEffect(() => {
    if (debounced !== (params.get('search') ?? '')) update({ search: debounced, offset: null });
    // Only a settled change of the typed text updates the URL, not a URL change from outside (back button).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on the typed text only
  }, [debounced]);
  useEffect(() => {
    document.title = `${pageTitle} · Tradeworks`;
  }, [pageTitle]);

  return {
    params,
    status,
    offset,
    search,
    setSearch,
    debounced,
    update,
    filtered: debounced !== '' || status !== 'all',
  };
}

export type SalesListState = ReturnType<typeof useSalesListState>;
