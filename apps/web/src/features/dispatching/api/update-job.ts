import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceJobDetail, ServiceJobUpdateBody } from '@tradeworks/contracts/service-jobs';
import { apiFetch } from '@/lib/api-client';
import { invalidateDispatch } from './dispatch-keys';

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceJobUpdateBody) =>
      apiFetch<ServiceJobDetail>(`/api/service-jobs/${id}`, { method: 'PATCH', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}
