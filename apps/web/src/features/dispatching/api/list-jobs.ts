import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceJob, ServiceJobListQuery } from '@tradeworks/contracts/service-jobs';
import { apiFetchPage } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

/** GET /api/service-jobs — the board's jobs, filtered and paged. */
export type JobListParams = Partial<Omit<ServiceJobListQuery, 'unassigned'>> & { unassigned?: 'true' };

export function jobsQueryOptions(params: JobListParams) {
  return queryOptions({
    queryKey: [...dispatchKeys.jobs(), params],
    queryFn: () => apiFetchPage<ServiceJob>('/api/service-jobs', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useJobs(params: JobListParams) {
  return useQuery(jobsQueryOptions(params));
}
