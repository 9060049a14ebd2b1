import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobCostingQuery, JobCostingReport } from '@tradeworks/contracts/reports';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/reports/job-costing — a page of completed jobs with their costs and margins, and the totals. */
export function useJobCostingReport(params: JobCostingQuery, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.jobCosting(params),
    queryFn: () => apiFetch<JobCostingReport>('/api/reports/job-costing', { query: params }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
