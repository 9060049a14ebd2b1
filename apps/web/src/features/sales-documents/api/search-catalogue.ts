import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryItem } from '@tradeworks/contracts/inventory';
import type { Service } from '@tradeworks/contracts/services';
import { apiFetchPage } from '@/lib/api-client';
import { inventoryKeys } from '@/features/inventory/public';
import { serviceKeys } from '@/features/services/public';

const PICKER_SIZE = 20;

/** GET /api/services?status=active — only active services can be chosen for a line (spec §5). */
export function searchActiveServices(search: string) {
  return apiFetchPage<Service>('/api/services', { query: { status: 'active', search, limit: PICKER_SIZE } });
}

/** GET /api/inventory?status=active — only active parts can be chosen for a line (spec §5). */
export function searchActiveInventory(search: string) {
  return apiFetchPage<InventoryItem>('/api/inventory', {
    query: { status: 'active', search, limit: PICKER_SIZE },
  });
}

export function serviceOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: serviceKeys.picker({ search, limit: PICKER_SIZE }),
    queryFn: () => searchActiveServices(search),
    placeholderData: keepPreviousData,
  });
}

export function inventoryOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: inventoryKeys.picker({ search, limit: PICKER_SIZE }),
    queryFn: () => searchActiveInventory(search),
    placeholderData: keepPreviousData,
  });
}

export function useServiceOptions(search: string, enabled: boolean) {
  return useQuery({ ...serviceOptionsQueryOptions(search), enabled });
}

export function useInventoryOptions(search: string, enabled: boolean) {
  return useQuery({ ...inventoryOptionsQueryOptions(search), enabled });
}
