import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignJobBody, ServiceJobDetail } from '@tradeworks/contracts/service-jobs';
import { apiFetchIdempotent } from '@/lib/idempotent-request';
import { invalidateDispatch } from './dispatch-keys';

export function useAssignJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: AssignJobBody }) =>
      apiFetchIdempotent<ServiceJobDetail>(`/api/service-jobs/${jobId}/assign`, { method: 'POST', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}
