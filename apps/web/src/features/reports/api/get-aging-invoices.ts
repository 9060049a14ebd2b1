import { useQuery } from '@tanstack/react-query';
import type { AgingInvoiceRow } from '@tradeworks/contracts/reports';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/reports/aging/invoices — one client's invoices open on the date (the drill-down). */
export function useAgingInvoices(params: { asOf: string; clientId: string }) {
  return useQuery({
    queryKey: reportKeys.agingInvoices(params),
    queryFn: () => apiFetch<AgingInvoiceRow[]>('/api/reports/aging/invoices', { query: params }),
  });
}
