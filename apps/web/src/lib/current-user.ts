import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@tradeworks/contracts/auth';
import { apiFetch } from '@/lib/api-client';

export const currentUserQueryKey = ['auth', 'current-user'] as const;

/** GET /api/auth/user — the signed-in user, memberships and the access table of the active tenant. */
export function getCurrentUser(): Promise<AuthUser> {
  return apiFetch<AuthUser>('/api/auth/user');
}

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
