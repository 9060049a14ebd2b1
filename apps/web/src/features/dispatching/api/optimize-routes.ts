import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OptimizeRoutesBody, OptimizeRoutesResult } from '@tradeworks/contracts/dispatching';
import { apiFetch } from '@/lib/api-client';
import { invalidateDispatch } from './dispatch-keys';

/**
 * POST /api/dispatch/optimize-routes — the board asks for a preview (`preview: true`: nothing changes until
 * Apply); the spec's call without a body applies at once.
 */
export function useOptimizeRoutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: OptimizeRoutesBody) =>
      apiFetch<OptimizeRoutesResult>('/api/dispatch/optimize-routes', { method: 'POST', body }),
    onSuccess: (data) => {
      if (data.applied) return invalidateDispatch(queryClient);
    },
  });
}
