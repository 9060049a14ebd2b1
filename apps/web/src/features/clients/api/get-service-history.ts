import { queryOptions, useQuery } from '@tanstack/react-query';
import { SERVICE_HISTORY_PREVIEW, type ServiceHistoryEntry } from '@tradeworks/contracts/clients';
import { apiFetchPage } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** GET /api/clients/{id}/service-history — the newest entries and the total (for "and N more..."). */
export function getServiceHistory(clientId: string, limit = SERVICE_HISTORY_PREVIEW) {
  return apiFetchPage<ServiceHistoryEntry>(`/api/clients/${clientId}/service-history`, { query: { limit } });
}

export function serviceHistoryQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: clientKeys.serviceHistory(clientId),
    queryFn: () => getServiceHistory(clientId),
  });
}

export function useServiceHistory(clientId: string) {
  return useQuery(serviceHistoryQueryOptions(clientId));
}
