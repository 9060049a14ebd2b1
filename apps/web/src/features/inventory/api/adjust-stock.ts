import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem, StockAdjustmentBody, StockMovement } from '@tradeworks/contracts/inventory';
import { apiFetch } from '@/lib/api-client';
import { invalidateInventory } from './inventory-keys';

/** PATCH /api/inventory/{id}/stock — a stock count {newStock, reason}. */
export function adjustStock({ id, body }: { id: string; body: StockAdjustmentBody }) {
  return apiFetch<{ item: InventoryItem; movement: StockMovement }>(
    `/api/inventory/${encodeURIComponent(id)}/stock`,
    {
      method: 'PATCH',
      body,
    },
  );
}

export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adjustStock, onSuccess: () => invalidateInventory(queryClient) });
}
