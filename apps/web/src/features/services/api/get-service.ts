import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceWithLines } from '@tradeworks/contracts/services';
import { apiFetch } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** GET /api/services/{id} — one service with its components. */
export function getService(id: string) {
  return apiFetch<ServiceWithLines>(`/api/services/${encodeURIComponent(id)}`);
}

export function serviceQueryOptions(id: string) {
  return queryOptions({ queryKey: serviceKeys.detail(id), queryFn: () => getService(id) });
}

export function useService(id: string) {
  return useQuery(serviceQueryOptions(id));
}
