import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OptimizeRoutesBody, OptimizeRoutesResult } from '@tradeworks/contracts/dispatching';
import { apiFetch } from '@/lib/api-client';
import { invalidateDispatch } from './dispatch-keys';

/** POST /api/dispatch/optimize-routes — the spec sends no body; a day may be given. */
export function useOptimizeRoutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: OptimizeRoutesBody) =>
      apiFetch<OptimizeRoutesResult>('/api/dispatch/optimize-routes', { method: 'POST', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}
