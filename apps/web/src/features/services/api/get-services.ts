import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Service, ServiceListQuery } from '@tradeworks/contracts/services';
import { apiFetchPage } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

export type ServiceListParams = Partial<ServiceListQuery>;

/** GET /api/services — a page of services (search on name, description or category). */
export function getServices(params: ServiceListParams) {
  return apiFetchPage<Service>('/api/services', { query: { ...params } });
}

export function servicesQueryOptions(params: ServiceListParams) {
  return queryOptions({
    queryKey: [...serviceKeys.lists(), params],
    queryFn: () => getServices(params),
    placeholderData: keepPreviousData,
  });
}

export function useServices(params: ServiceListParams) {
  return useQuery(servicesQueryOptions(params));
}
