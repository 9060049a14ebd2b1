import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendEmailResult } from '@tradeworks/contracts/quotes';
import { apiFetch } from '@/lib/api-client';
import { invalidateSales } from '@/features/sales-documents/lib/invalidate-sales';

/** POST /api/quotes/{id}/send-email — e-mails the quote with its PDF; a draft becomes sent. */
export function sendQuoteEmail(id: string): Promise<SendEmailResult> {
  return apiFetch<SendEmailResult>(`/api/quotes/${id}/send-email`, { method: 'POST' });
}

export function useSendQuoteEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuoteEmail,
    onSuccess: () => invalidateSales(queryClient, { quotes: true }),
  });
}
