import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuotesSummary } from '@tradeworks/contracts/quotes';
import { apiFetch } from '@/lib/api-client';
import { quoteKeys } from './quote-keys';

/** GET /api/quotes/summary — the four cards, computed in SQL. */
export function getQuotesSummary(): Promise<QuotesSummary> {
  return apiFetch<QuotesSummary>('/api/quotes/summary');
}

export function quotesSummaryQueryOptions() {
  return queryOptions({ queryKey: quoteKeys.summary(), queryFn: getQuotesSummary });
}

export function useQuotesSummary() {
  return useQuery(quotesSummaryQueryOptions());
}
