import type { TeamUser } from '@tradeworks/contracts/team';
import { apiFetch } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

export function resendInvitation(id: string) {
  return apiFetch<TeamUser>(`/api/tenant/users/${encodeURIComponent(id)}/resend-invitation`, {
    method: 'POST',
  });
}

export const useResendInvitation = () => useTeamMutation(resendInvitation);
