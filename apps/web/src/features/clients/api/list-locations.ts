import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceLocation } from '@tradeworks/contracts/service-locations';
import { apiFetchPage } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** A client has a handful of locations; one page holds them all (the API pages at 100). */
const LOCATIONS_LIMIT = 100;

/** GET /api/clients/{id}/locations — the default location first; archived ones too on the client page. */
export function listLocations(clientId: string, includeArchived: boolean) {
  return apiFetchPage<ServiceLocation>(`/api/clients/${encodeURIComponent(clientId)}/locations`, {
    query: { limit: LOCATIONS_LIMIT, ...(includeArchived ? { includeArchived: 'true' } : {}) },
  });
}

export function locationsQueryOptions(clientId: string, includeArchived = false) {
  return queryOptions({
    queryKey: [...clientKeys.locations(clientId), { includeArchived }],
    queryFn: () => listLocations(clientId, includeArchived),
  });
}

export function useLocations(clientId: string, { includeArchived = false, enabled = true } = {}) {
  return useQuery({ ...locationsQueryOptions(clientId, includeArchived), enabled: enabled && !!clientId });
}
