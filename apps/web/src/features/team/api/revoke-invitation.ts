import { apiFetch } from '@/lib/api-client';
import { useTeamMutation } from './team-mutation';

export function revokeInvitation(id: string) {
  return apiFetch<void>(`/api/tenant/users/${encodeURIComponent(id)}/invitation`, { method: 'DELETE' });
}

export const useRevokeInvitation = () => useTeamMutation(revokeInvitation);
