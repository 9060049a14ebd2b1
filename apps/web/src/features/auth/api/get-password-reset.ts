import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@tradeworks/contracts/auth';
import { apiFetch } from '@/lib/api-client';

/** GET /api/auth/password-reset?token= — whose password a reset link resets; 404 when used or expired. */
export function getPasswordReset(token: string): Promise<Invitation> {
  return apiFetch<Invitation>('/api/auth/password-reset', { query: { token } });
}

export function passwordResetQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'password-reset', token],
    queryFn: () => getPasswordReset(token),
    enabled: token.length > 0,
    // A link is spent once used: never answer from an old lookup.
    staleTime: 0,
  });
}

export function usePasswordReset(token: string) {
  return useQuery(passwordResetQueryOptions(token));
}
