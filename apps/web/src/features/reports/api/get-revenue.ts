import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RevenueGroup, RevenueReport } from '@tradeworks/contracts/reports';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/reports/revenue — invoiced and collected per day, week or month of the period. */
export function useRevenueReport(
  params: { from: string; to: string; groupBy: RevenueGroup },
  enabled: boolean,
) {
  return useQuery({
    queryKey: reportKeys.revenue(params),
    queryFn: () => apiFetch<RevenueReport>('/api/reports/revenue', { query: params }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
