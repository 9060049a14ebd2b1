import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateTeam } from './team-keys';

export function useTeamMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateTeam(queryClient) });
}
