import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoicesSummary } from '@tradeworks/contracts/invoices';
import { apiFetch } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/invoices/summary — Total Invoiced, Paid, Overdue, Outstanding, computed in SQL. */
export function getInvoicesSummary(): Promise<InvoicesSummary> {
  return apiFetch<InvoicesSummary>('/api/invoices/summary');
}

export function invoicesSummaryQueryOptions() {
  return queryOptions({ queryKey: invoiceKeys.summary(), queryFn: getInvoicesSummary });
}

export function useInvoicesSummary() {
  return useQuery(invoicesSummaryQueryOptions());
}
