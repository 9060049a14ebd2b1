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
      reason,
    }: {
      jobId: string;
      action: Exclude<JobAction, 'assign'>;
      notes?: string;
      /** Cancel: why (optional). */
      reason?: string;
    }) =>
      apiFetchIdempotent<ServiceJobDetail>(`/api/service-jobs/${jobId}/${action}`, {
        method: 'POST',
        body: action === 'complete' ? { notes } : action === 'cancel' ? { reason } : undefined,
      }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}
