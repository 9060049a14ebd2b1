import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDetail } from '@tradeworks/contracts/invoices';
import type { QuoteConvertBody } from '@tradeworks/contracts/quotes';
import { apiFetch } from '@/lib/api-client';
import { invalidateSales } from '@/features/sales-documents/public';

/** POST /api/quotes/{id}/convert-to-invoice {dueDate} — answers the new invoice with invoiceNumber. */
export function convertQuote({ id, body }: { id: string; body: QuoteConvertBody }): Promise<InvoiceDetail> {
  return apiFetch<InvoiceDetail>(`/api/quotes/${id}/convert-to-invoice`, { method: 'POST', body });
}

export function useConvertQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertQuote,
    onSuccess: () => invalidateSales(queryClient, { quotes: true, invoices: true }),
  });
}
