import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetupStatus } from '@tradeworks/contracts/auth';
import { apiFetch } from '@/lib/api-client';

export const setupStatusQueryKey = ['auth', 'setup-status'] as const;

/** GET /api/setup — whether first-run set-up is still needed, and whether OIDC sign-in is configured. */
export function getSetupStatus(): Promise<SetupStatus> {
  return apiFetch<SetupStatus>('/api/setup');
}

export function setupStatusQueryOptions() {
  return queryOptions({ queryKey: setupStatusQueryKey, queryFn: getSetupStatus });
}

export function useSetupStatus() {
  return useQuery(setupStatusQueryOptions());
}
