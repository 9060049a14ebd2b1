import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteCreateBody, QuoteDetail } from '@tradeworks/contracts/quotes';
import { apiFetch } from '@/lib/api-client';
import { invalidateSales } from '@/features/sales-documents/public';

/** POST /api/quotes — status 'sent' ('Create & Send Quote') also e-mails it; answers the quote with quoteNumber. */
export function createQuote(body: QuoteCreateBody): Promise<QuoteDetail> {
  return apiFetch<QuoteDetail>('/api/quotes', { method: 'POST', body });
}

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: () => invalidateSales(queryClient, { quotes: true }),
  });
}
