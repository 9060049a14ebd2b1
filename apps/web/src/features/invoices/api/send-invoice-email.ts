import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendEmailResult } from '@tradeworks/contracts/quotes';
import { apiFetch } from '@/lib/api-client';
import { invalidateSales } from '@/features/sales-documents/lib/invalidate-sales';

/** POST /api/invoices/{id}/send-email — e-mails the invoice with its PDF; a draft becomes sent. */
export function sendInvoiceEmail(id: string): Promise<SendEmailResult> {
  return apiFetch<SendEmailResult>(`/api/invoices/${id}/send-email`, { method: 'POST' });
}

export function useSendInvoiceEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoiceEmail,
    onSuccess: () => invalidateSales(queryClient, { invoices: true }),
  });
}
