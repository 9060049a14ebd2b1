import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteListItem } from '@tradeworks/contracts/quotes';
import { apiFetchPage } from '@/lib/api-client';
import { quoteKeys } from './quote-keys';

export interface QuoteListParams {
  archived: boolean;
  search: string;
  status: string;
  limit: number;
  offset: number;
}

/** GET /api/quotes?archived=… — one page, searched and filtered on the server. */
export function listQuotes(params: QuoteListParams) {
  return apiFetchPage<QuoteListItem>('/api/quotes', {
    query: {
      ...params,
      archived: String(params.archived),
      status: params.status === 'all' ? undefined : params.status,
    },
  });
}

export function quotesQueryOptions(params: QuoteListParams) {
  return queryOptions({
    queryKey: quoteKeys.list(params),
    queryFn: () => listQuotes(params),
    placeholderData: keepPreviousData,
  });
}

export function useQuotes(params: QuoteListParams) {
  return useQuery(quotesQueryOptions(params));
}
