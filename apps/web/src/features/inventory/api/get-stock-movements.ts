import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockMovement } from '@tradeworks/contracts/inventory';
import { apiFetchPage } from '@/lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** GET /api/inventory/{id}/movements — the item's stock ledger, newest first. */
export function getStockMovements(id: string, page: { limit: number; offset: number }) {
  return apiFetchPage<StockMovement>(`/api/inventory/${encodeURIComponent(id)}/movements`, { query: page });
}

export function stockMovementsQueryOptions(id: string, page: { limit: number; offset: number }) {
  return queryOptions({
    queryKey: [...inventoryKeys.movements(id), page],
    queryFn: () => getStockMovements(id, page),
    placeholderData: keepPreviousData,
  });
}

export function useStockMovements(id: string, page: { limit: number; offset: number }) {
  return useQuery(stockMovementsQueryOptions(id, page));
}
