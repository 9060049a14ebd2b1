import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipInvitation } from '@tradeworks/contracts/team';
import { apiFetch } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET /api/invitations?token= — what the link invites the signed-in account to (401 → sign-in page). */
export function getMembershipInvitation(token: string) {
  return apiFetch<MembershipInvitation>('/api/invitations', { query: { token } });
}

export function useMembershipInvitation(token: string) {
  return useQuery(
    queryOptions({
      queryKey: teamKeys.invitation(token),
      queryFn: () => getMembershipInvitation(token),
      enabled: token.length > 0,
      // 403/404/409 are answers, not glitches: show them at once.
      retry: false,
    }),
  );
}
