import type { QueryClient } from '@tanstack/react-query';

export const teamKeys = {
  all: ['team'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  roles: () => [...teamKeys.all, 'roles'] as const,
};

export const invalidateTeam = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: teamKeys.all });
