import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceCreateBody, InvoiceDetail } from '@tradeworks/contracts/invoices';
import { apiFetch } from '@/lib/api-client';
import { invalidateSales } from '@/features/sales-documents/public';

/** POST /api/invoices — status 'sent' also e-mails it; answers the invoice with invoiceNumber. */
export function createInvoice(body: InvoiceCreateBody): Promise<InvoiceDetail> {
  return apiFetch<InvoiceDetail>('/api/invoices', { method: 'POST', body });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => invalidateSales(queryClient, { invoices: true }),
  });
}
