import { useQuery } from '@tanstack/react-query';
import type { JobCostingDetail } from '@tradeworks/contracts/reports';
import { apiFetch } from '@/lib/api-client';
import { reportKeys } from './report-keys';

/** GET /api/reports/job-costing/job — one job's labour and parts lines (the drill-down). */
export function useJobCostingJob(jobId: string) {
  return useQuery({
    queryKey: reportKeys.jobCostingJob(jobId),
    queryFn: () => apiFetch<JobCostingDetail>('/api/reports/job-costing/job', { query: { jobId } }),
  });
}
