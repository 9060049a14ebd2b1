import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamUser } from '@tradeworks/contracts/team';
import { apiFetchPage } from '@/lib/api-client';
import { teamKeys } from './team-keys';

export interface TeamListParams {
  search?: string;
  status?: 'active' | 'pending';
  limit: number;
  offset: number;
}

/** GET /api/tenant/users — a page of the team (search on name, e-mail and role). */
export function listTeamUsers(params: TeamListParams) {
  return apiFetchPage<TeamUser>('/api/tenant/users', { query: { ...params } });
}

export function teamUsersQueryOptions(params: TeamListParams) {
  return queryOptions({
    queryKey: [...teamKeys.lists(), params],
    queryFn: () => listTeamUsers(params),
    placeholderData: keepPreviousData,
  });
}

export function useTeamUsers(params: TeamListParams) {
  return useQuery(teamUsersQueryOptions(params));
}
