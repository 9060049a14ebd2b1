import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoicePayments } from '@tradeworks/contracts/payments';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/invoices/{id}/payments — the invoice's payments and refunds, amount paid and balance due. */
export function getInvoicePayments(invoiceId: string): Promise<InvoicePayments> {
  return apiFetch<InvoicePayments>(`/api/invoices/${invoiceId}/payments`);
}

export function useInvoicePayments(invoiceId: string) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.forInvoice(invoiceId),
      queryFn: () => getInvoicePayments(invoiceId),
    }),
  );
}
