import type { TeamUserCreated } from '@tradeworks/contracts/team';
import { apiFetch } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

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

export const useCreateTeamUser = () => useTeamMutation(createTeamUser);
