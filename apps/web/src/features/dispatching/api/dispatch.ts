import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DispatchSummary,
  OptimizeRoutesBody,
  OptimizeRoutesResult,
} from '@tradeworks/contracts/dispatching';
import { apiFetch } from '@/lib/api-client';
import { dispatchKeys, invalidateDispatch } from './dispatch-keys';

/** GET /api/dispatch/summary — the four stat cards. */
export function useDispatchSummary() {
  return useQuery({
    queryKey: dispatchKeys.summary(),
    queryFn: () => apiFetch<DispatchSummary>('/api/dispatch/summary'),
  });
}

/** POST /api/dispatch/optimize-routes — the spec sends no body; a day may be given. */
export function useOptimizeRoutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: OptimizeRoutesBody) =>
      apiFetch<OptimizeRoutesResult>('/api/dispatch/optimize-routes', { method: 'POST', body }),
    onSuccess: () => invalidateDispatch(queryClient),
  });
}
