import { apiFetch } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

export function removeTeamUser(id: string) {
  return apiFetch<void>(`/api/tenant/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const useRemoveTeamUser = () => useTeamMutation(removeTeamUser);
