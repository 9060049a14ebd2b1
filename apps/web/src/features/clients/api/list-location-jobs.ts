import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceJob } from '@tradeworks/contracts/service-jobs';
import { apiFetchPage } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** How many recent jobs the client page shows per location. */
export const LOCATION_RECENT_JOBS = 3;

/** GET /api/service-jobs?locationId= — the location's most recent jobs (newest first) and their total. */
export function listLocationJobs(locationId: string) {
  return apiFetchPage<ServiceJob>('/api/service-jobs', {
    query: { locationId, limit: LOCATION_RECENT_JOBS },
  });
}

export function locationJobsQueryOptions(clientId: string, locationId: string) {
  return queryOptions({
    queryKey: clientKeys.locationJobs(clientId, locationId),
    queryFn: () => listLocationJobs(locationId),
  });
}

export function useLocationJobs(clientId: string, locationId: string, enabled: boolean) {
  return useQuery({ ...locationJobsQueryOptions(clientId, locationId), enabled });
}
