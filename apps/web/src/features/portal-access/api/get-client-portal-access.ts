import { useQuery } from '@tanstack/react-query';
import type { PortalAccess } from '@tradeworks/contracts/portal';
import { apiFetch } from '@/lib/api-client';
import { portalAccessKeys } from './portal-access-keys';

/** GET /api/clients/{id}/portal-access */
export function useClientPortalAccess(clientId: string) {
  return useQuery({
    queryKey: portalAccessKeys.client(clientId),
    queryFn: () => apiFetch<PortalAccess>(`/api/clients/${clientId}/portal-access`),
  });
}
