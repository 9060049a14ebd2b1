import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@tradeworks/contracts/auth';
import { apiFetch } from '@/lib/api-client';

export type { Invitation };

/** GET /api/auth/invitation?token= — who an invitation link is for; 404 when invalid or expired. */
export function getInvitation(token: string): Promise<Invitation> {
  return apiFetch<Invitation>('/api/auth/invitation', { query: { token } });
}

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['auth', 'invitation', token],
    queryFn: () => getInvitation(token),
    enabled: token.length > 0,
  });
}

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
