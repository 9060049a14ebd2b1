import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceListItem } from '@tradeworks/contracts/invoices';
import { apiFetchPage } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export interface InvoiceListParams {
  search: string;
  status: string;
  limit: number;
  offset: number;
}

/** GET /api/invoices — one page, searched and filtered on the server. */
export function listInvoices(params: InvoiceListParams) {
  return apiFetchPage<InvoiceListItem>('/api/invoices', {
    query: { ...params, status: params.status === 'all' ? undefined : params.status },
  });
}

export function invoicesQueryOptions(params: InvoiceListParams) {
  return queryOptions({
    queryKey: invoiceKeys.list(params),
    queryFn: () => listInvoices(params),
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(params: InvoiceListParams) {
  return useQuery(invoicesQueryOptions(params));
}
