import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryItem, InventoryListQuery } from '@tradeworks/contracts/inventory';
import { apiFetchPage } from '@/lib/api-client';
import { INVENTORY_STALE_MS, inventoryKeys } from './inventory-keys';

export type InventoryListParams = Partial<InventoryListQuery>;

/** GET /api/inventory — a page of parts (search on name, SKU or category; status filters). */
export function getInventory(params: InventoryListParams) {
  return apiFetchPage<InventoryItem>('/api/inventory', { query: { ...params } });
}

export function inventoryListQueryOptions(params: InventoryListParams) {
  return queryOptions({
    queryKey: [...inventoryKeys.lists(), params],
    queryFn: () => getInventory(params),
    staleTime: INVENTORY_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function useInventoryList(params: InventoryListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...inventoryListQueryOptions(params), ...options });
}
