import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventorySummary } from '@tradeworks/contracts/inventory';
import { apiFetch } from '@/lib/api-client';
import { INVENTORY_STALE_MS, inventoryKeys } from './inventory-keys';

/** GET /api/inventory/summary — Total Value and the Low / Out counts, computed in SQL. */
export function getInventorySummary() {
  return apiFetch<InventorySummary>('/api/inventory/summary');
}

export function inventorySummaryQueryOptions() {
  return queryOptions({
    queryKey: inventoryKeys.summary(),
    queryFn: getInventorySummary,
    staleTime: INVENTORY_STALE_MS,
  });
}

export function useInventorySummary() {
  return useQuery(inventorySummaryQueryOptions());
}
