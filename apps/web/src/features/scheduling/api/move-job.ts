import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleMoveBody, ShiftLaterResult } from '@tradeworks/contracts/scheduling';
import type { ServiceJobDetail } from '@tradeworks/contracts/service-jobs';
import { apiFetch } from '@/lib/api-client';
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

/** POST /api/schedule/jobs/{id}/shift-later — pushes the technician's later visits of that day back. */
export function useShiftLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiFetch<ShiftLaterResult>(`/api/schedule/jobs/${jobId}/shift-later`, { method: 'POST' }),
    onSuccess: () => invalidateSchedule(queryClient),
  });
}
