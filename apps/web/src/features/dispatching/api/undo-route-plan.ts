import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoutePlanUndoResult } from '@tradeworks/contracts/dispatching';
import { apiFetch } from '@/lib/api-client';
import { invalidateDispatch } from './dispatch-keys';

/** POST /api/dispatch/route-plans/{id}/undo — puts the day back as it was before Apply (30 minutes). */
export function useUndoRoutePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) =>
      apiFetch<RoutePlanUndoResult>(`/api/dispatch/route-plans/${planId}/undo`, { method: 'POST' }),
    onSettled: () => invalidateDispatch(queryClient),
  });
}
