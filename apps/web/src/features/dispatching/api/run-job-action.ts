import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobAction, ServiceJobDetail } from '@tradeworks/contracts/service-jobs';
import { apiFetchIdempotent } from '@/lib/idempotent-request';
import { invalidateDispatch } from './dispatch-keys';

export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      jobId,
      action,
      notes,
    }: {
      jobId: string;
      action: Exclude<JobAction, 'assign'>;
      notes?: string;
    }) =>
      apiFetchIdempotent<ServiceJobDetail>(`/api/service-jobs/${jobId}/${action}`, {
        method: 'POST',
        body: action === 'complete' ? { notes } : undefined,
      }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}
