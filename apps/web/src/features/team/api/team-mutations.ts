import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamUser, TeamUserCreated, TeamUserUpdateBody } from '@tradeworks/contracts/team';
import { apiFetch } from '@/lib/api-client';
import { invalidateTeam } from './team-keys';

/** The team page's changes; each refetches the list. */

export interface CreateTeamUserInput {
  mode: 'create' | 'invite';
  email: string;
  firstName: string;
  lastName: string;
  role: string;
}

/** POST /api/tenant/users — create sends snake_case names, invite camelCase (spec part 2 point 7). */
export function createTeamUser(input: CreateTeamUserInput) {
  const body =
    input.mode === 'create'
      ? { email: input.email, first_name: input.firstName, last_name: input.lastName, role: input.role }
      : { email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role };
  return apiFetch<TeamUserCreated>('/api/tenant/users', { method: 'POST', body });
}

export function updateTeamUser({ id, ...body }: TeamUserUpdateBody & { id: string }) {
  return apiFetch<TeamUser>(`/api/tenant/users/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function removeTeamUser(id: string) {
  return apiFetch<void>(`/api/tenant/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function resendInvitation(id: string) {
  return apiFetch<TeamUser>(`/api/tenant/users/${encodeURIComponent(id)}/resend-invitation`, {
    method: 'POST',
  });
}

export function revokeInvitation(id: string) {
  return apiFetch<void>(`/api/tenant/users/${encodeURIComponent(id)}/invitation`, { method: 'DELETE' });
}

function useTeamMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateTeam(queryClient) });
}

export const useCreateTeamUser = () => useTeamMutation(createTeamUser);
export const useUpdateTeamUser = () => useTeamMutation(updateTeamUser);
export const useRemoveTeamUser = () => useTeamMutation(removeTeamUser);
export const useResendInvitation = () => useTeamMutation(resendInvitation);
export const useRevokeInvitation = () => useTeamMutation(revokeInvitation);
