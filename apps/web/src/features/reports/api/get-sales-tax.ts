import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SalesTaxQuery, SalesTaxReport } from '@tradeworks/contracts/sales-tax-report';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/reports/sales-tax — per rate and jurisdiction, on invoice date (accrual) or payment date (cash). */
export function useSalesTaxReport(params: SalesTaxQuery, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.salesTax(params),
    queryFn: () => apiFetch<SalesTaxReport>('/api/reports/sales-tax', { query: params }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
