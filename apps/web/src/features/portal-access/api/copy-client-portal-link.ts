import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalCopiedLink } from '@tradeworks/contracts/portal';
import { apiFetch } from '@/lib/api-client';
import { portalAccessKeys } from './portal-access-keys';

/** POST /api/clients/{id}/portal-link/copy — a fresh link for staff to hand over (audited; no e-mail). */
export function useCopyClientPortalLink(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<PortalCopiedLink>(`/api/clients/${clientId}/portal-link/copy`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalAccessKeys.client(clientId) }),
  });
}
