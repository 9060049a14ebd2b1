import { useQuery } from '@tanstack/react-query';
import type { ServiceJobDetail } from '@tradeworks/contracts/service-jobs';
import { apiFetch } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

export function useJob(id: string) {
  return useQuery({
    queryKey: dispatchKeys.job(id),
    queryFn: () => apiFetch<ServiceJobDetail>(`/api/service-jobs/${id}`),
  });
}
