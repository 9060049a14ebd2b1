import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDetail, InvoiceUpdateBody } from '@tradeworks/contracts/invoices';
import { apiFetch } from '@/lib/api-client';
import { invalidateSales } from '@/features/sales-documents/public';

/** PATCH /api/invoices/{id} — status paid with paidDate (and how it was paid), cancelled, or edits of a draft. */
export function updateInvoice({ id, body }: { id: string; body: InvoiceUpdateBody }): Promise<InvoiceDetail> {
  return apiFetch<InvoiceDetail>(`/api/invoices/${id}`, { method: 'PATCH', body });
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: () => invalidateSales(queryClient, { invoices: true }),
  });
}
