import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalMessage } from '@tradeworks/contracts/portal';
import { apiFetch } from '@/lib/api-client';
import { portalAccessKeys } from './portal-access-keys';

/** POST /api/clients/{id}/portal-link and …/portal-access/revoke */
export function useClientPortalAction(clientId: string, action: 'send' | 'revoke') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<PortalMessage>(
        action === 'send'
          ? `/api/clients/${clientId}/portal-link`
          : `/api/clients/${clientId}/portal-access/revoke`,
        { method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalAccessKeys.client(clientId) }),
  });
}
