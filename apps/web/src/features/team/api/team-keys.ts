import type { QueryClient } from '@tanstack/react-query';

export const teamKeys = {
  all: ['team'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  roles: () => [...teamKeys.all, 'roles'] as const,
  /** The invitee's view of one invitation link (the accept page). */
  invitation: (token: string) => [...teamKeys.all, 'invitation', token] as const,
};

export const invalidateTeam = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: teamKeys.all });
