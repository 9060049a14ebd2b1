import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShiftLaterResult } from '@tradeworks/contracts/scheduling';
import { apiFetch } from '@/lib/api-client';
import { invalidateSchedule } from './schedule-keys';

/** POST /api/schedule/jobs/{id}/shift-later — pushes the technician's later visits of that day back. */
export function useShiftLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiFetch<ShiftLaterResult>(`/api/schedule/jobs/${jobId}/shift-later`, { method: 'POST' }),
    onSuccess: () => invalidateSchedule(queryClient),
  });
}
