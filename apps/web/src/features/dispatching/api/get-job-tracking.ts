import { useQuery } from '@tanstack/react-query';
import type { JobTracking } from '@tradeworks/contracts/dispatching';
import { apiFetch } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

export function useJobTracking(id: string | null) {
  return useQuery({
    queryKey: dispatchKeys.track(id ?? ''),
    queryFn: () => apiFetch<JobTracking>(`/api/service-jobs/${id}/track`),
    enabled: Boolean(id),
    // Live status: the panel refreshes while it is open.
    refetchInterval: 30_000,
  });
}
