import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgingReport } from '@tradeworks/contracts/reports';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './report-keys';

type AgingParams = { asOf: string; limit: number; offset: number };

/** GET /api/reports/aging — bucket totals and a page of clients by amount owed on the date. */
export function useAgingReport(params: AgingParams) {
  return useQuery({
    queryKey: reportKeys.aging(params),
    queryFn: () => apiFetch<AgingReport>('/api/reports/aging', { query: params }),
    placeholderData: keepPreviousData,
  });
}
