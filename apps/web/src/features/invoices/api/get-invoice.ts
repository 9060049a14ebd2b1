import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceDetail } from '@tradeworks/contracts/invoices';
import { apiFetch } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/invoices/{id} — the invoice with its line items and client. */
export function getInvoice(id: string): Promise<InvoiceDetail> {
  return apiFetch<InvoiceDetail>(`/api/invoices/${id}`);
}

export function invoiceQueryOptions(id: string) {
  return queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) });
}

export function useInvoice(id: string) {
  return useQuery(invoiceQueryOptions(id));
}
