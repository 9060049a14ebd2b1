import type { TeamUser, TeamUserUpdateBody } from '@tradeworks/contracts/team';
import { apiFetch } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

export function updateTeamUser({ id, ...body }: TeamUserUpdateBody & { id: string }) {
  return apiFetch<TeamUser>(`/api/tenant/users/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export const useUpdateTeamUser = () => useTeamMutation(updateTeamUser);
