import { useQuery } from '@tanstack/react-query';
import type { QuoteClientResponse } from '@tradeworks/contracts/portal';
import { apiFetch } from '@/lib/api-client';
import { portalAccessKeys } from './portal-access-keys';

/** GET /api/quotes/{id}/client-response — null until the client answers in the portal. */
export function useQuoteClientResponse(quoteId: string) {
  return useQuery({
    queryKey: portalAccessKeys.quoteResponse(quoteId),
    queryFn: () => apiFetch<QuoteClientResponse | null>(`/api/quotes/${quoteId}/client-response`),
  });
}
