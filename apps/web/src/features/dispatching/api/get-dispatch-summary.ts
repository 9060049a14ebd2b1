import { useQuery } from '@tanstack/react-query';
import type { DispatchSummary } from '@tradeworks/contracts/dispatching';
import { apiFetch } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

/** GET /api/dispatch/summary — the four stat cards. */
export function useDispatchSummary() {
  return useQuery({
    queryKey: dispatchKeys.summary(),
    queryFn: () => apiFetch<DispatchSummary>('/api/dispatch/summary'),
  });
}
