import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteConfig } from '@tradeworks/contracts/quotes';
import { apiFetch } from '@/lib/api-client';
import { quoteKeys } from './quote-keys';

/** GET /api/quotes/config — the tenant's default tax rate and how long a new quote stays valid. */
export function getQuoteConfig(): Promise<QuoteConfig> {
  return apiFetch<QuoteConfig>('/api/quotes/config');
}

export function quoteConfigQueryOptions() {
  return queryOptions({ queryKey: quoteKeys.config(), queryFn: getQuoteConfig });
}

export function useQuoteConfig() {
  return useQuery(quoteConfigQueryOptions());
}
