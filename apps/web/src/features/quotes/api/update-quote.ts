import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteDetail, QuoteUpdateBody } from '@tradeworks/contracts/quotes';
import { apiFetch } from '@/lib/api-client';
import { invalidateSales } from '@/features/sales-documents/public';

/** PATCH /api/quotes/{id} — edit a draft, status sent / approved, or isArchived. */
export function updateQuote({ id, body }: { id: string; body: QuoteUpdateBody }): Promise<QuoteDetail> {
  return apiFetch<QuoteDetail>(`/api/quotes/${id}`, { method: 'PATCH', body });
}

export function useUpdateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuote,
    onSuccess: () => invalidateSales(queryClient, { quotes: true }),
  });
}
