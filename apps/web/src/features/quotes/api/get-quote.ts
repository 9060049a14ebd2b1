import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteDetail } from '@tradeworks/contracts/quotes';
import { apiFetch } from '@/lib/api-client';
import { quoteKeys } from './quote-keys';

/** GET /api/quotes/{id} — the quote with its line items and client. */
export function getQuote(id: string): Promise<QuoteDetail> {
  return apiFetch<QuoteDetail>(`/api/quotes/${id}`);
}

export function quoteQueryOptions(id: string) {
  return queryOptions({ queryKey: quoteKeys.detail(id), queryFn: () => getQuote(id) });
}

export function useQuote(id: string) {
  return useQuery(quoteQueryOptions(id));
}
