import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalAccess, PortalMessage, QuoteClientResponse } from '@tradeworks/contracts/portal';
import { apiFetch } from '@/lib/api-client';
import { portalAccessKeys } from './portal-access-keys';

/** GET /api/clients/{id}/portal-access */
export function useClientPortalAccess(clientId: string) {
  return useQuery({
    queryKey: portalAccessKeys.client(clientId),
    queryFn: () => apiFetch<PortalAccess>(`/api/clients/${clientId}/portal-access`),
  });
}

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

/** GET /api/quotes/{id}/client-response — null until the client answers in the portal. */
export function useQuoteClientResponse(quoteId: string) {
  return useQuery({
    queryKey: portalAccessKeys.quoteResponse(quoteId),
    queryFn: () => apiFetch<QuoteClientResponse | null>(`/api/quotes/${quoteId}/client-response`),
  });
}
