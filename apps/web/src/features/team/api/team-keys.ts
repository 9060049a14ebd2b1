import type { QueryClient } from '@tanstack/react-query';

export const teamKeys = {
  all: ['/api/tenant/users'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  roles: () => ['/api/tenant/roles'] as const,
};

export const invalidateTeam = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: teamKeys.all });
