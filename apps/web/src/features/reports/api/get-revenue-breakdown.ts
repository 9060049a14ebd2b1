import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RevenueBreakdownQuery, RevenueBreakdownReport } from '@tradeworks/contracts/revenue-breakdown';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/reports/revenue/breakdown — invoiced and collected by technician, category, lead source or agreement. */
export function useRevenueBreakdown(params: RevenueBreakdownQuery, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.revenueBreakdown(params),
    queryFn: () => apiFetch<RevenueBreakdownReport>('/api/reports/revenue/breakdown', { query: params }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
