import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OptimizeRoutesResult } from '@tradeworks/contracts/dispatching';
import { apiFetch } from '@/lib/api-client';
import { invalidateDispatch } from './dispatch-keys';

/** POST /api/dispatch/route-plans/{id}/apply — writes a previewed plan (409 when the day changed since). */
export function useApplyRoutePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) =>
      apiFetch<OptimizeRoutesResult>(`/api/dispatch/route-plans/${planId}/apply`, { method: 'POST' }),
    onSettled: () => invalidateDispatch(queryClient),
  });
}
