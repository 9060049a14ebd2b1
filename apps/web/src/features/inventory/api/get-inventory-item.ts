import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryItem } from '@tradeworks/contracts/inventory';
import { apiFetch } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** GET /api/inventory/{id} */
export function getInventoryItem(id: string) {
  return apiFetch<InventoryItem>(`/api/inventory/${encodeURIComponent(id)}`);
}

export function inventoryItemQueryOptions(id: string) {
  return queryOptions({ queryKey: inventoryKeys.detail(id), queryFn: () => getInventoryItem(id) });
}

export function useInventoryItem(id: string) {
  return useQuery(inventoryItemQueryOptions(id));
}
