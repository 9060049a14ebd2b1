import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteClientChoiceBody } from '@tradeworks/contracts/quote-on-behalf';
import type { QuoteDetail } from '@tradeworks/contracts/quotes';
import { apiFetch } from '@/lib/api-client';
import { invalidateSales } from '@/features/sales-documents/public';

/** POST /api/quotes/{id}/client-choice — the office records the optional lines the client chose. */
export function recordClientChoice({ id, body }: { id: string; body: QuoteClientChoiceBody }) {
  return apiFetch<QuoteDetail>(`/api/quotes/${id}/client-choice`, { method: 'POST', body });
}

export function useRecordClientChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordClientChoice,
    onSuccess: () => invalidateSales(queryClient, { quotes: true }),
  });
}
