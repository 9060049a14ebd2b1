import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@tradeworks/contracts/services';
import { apiFetchPage } from '@/lib/api-client';
import { serviceKeys } from '@/features/services/public';

const PICKER_SIZE = 20;

/** GET /api/services?status=active — only active services can be chosen for a line (spec §5).
 * Parts are searched by the inventory feature's PartPicker. */
export function searchActiveServices(search: string) {
  return apiFetchPage<Service>('/api/services', { query: { status: 'active', search, limit: PICKER_SIZE } });
}

export function serviceOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: serviceKeys.picker({ search, limit: PICKER_SIZE }),
    queryFn: () => searchActiveServices(search),
    placeholderData: keepPreviousData,
  });
}

export function useServiceOptions(search: string, enabled: boolean) {
  return useQuery({ ...serviceOptionsQueryOptions(search), enabled });
}
