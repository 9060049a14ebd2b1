import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceJobCreateBody, ServiceJobDetail } from '@tradeworks/contracts/service-jobs';
import { apiFetch } from '@/lib/api-client';
import { invalidateDispatch } from './dispatch-keys';

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceJobCreateBody) =>
      apiFetch<ServiceJobDetail>('/api/service-jobs', { method: 'POST', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}
