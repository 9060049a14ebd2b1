import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleMoveBody } from '@tradeworks/contracts/scheduling';
import type { ServiceJobDetail } from '@tradeworks/contracts/service-jobs';
import { apiFetchIdempotent } from '@/lib/idempotent-request';
import { invalidateSchedule } from './schedule-keys';

/**
 * PATCH /api/schedule/jobs/{id} — a drop, a resize or the job dialog; the server applies the rules. Each
 * carries an Idempotency-Key of its own (lib/idempotent-request.ts).
 */
export function useMoveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: string; body: ScheduleMoveBody }) =>
      apiFetchIdempotent<ServiceJobDetail>(`/api/schedule/jobs/${jobId}`, { method: 'PATCH', body }),
    onSettled: () => invalidateSchedule(queryClient),
  });
}
