import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceConfig } from '@tradeworks/contracts/invoices';
import { apiFetch } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/invoices/config — whether sending needs the client's payment customer, and defaults. */
export function getInvoiceConfig(): Promise<InvoiceConfig> {
  return apiFetch<InvoiceConfig>('/api/invoices/config');
}

export function invoiceConfigQueryOptions() {
  return queryOptions({ queryKey: invoiceKeys.config(), queryFn: getInvoiceConfig });
}

export function useInvoiceConfig() {
  return useQuery(invoiceConfigQueryOptions());
}
