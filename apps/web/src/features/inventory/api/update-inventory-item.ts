import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryItem, InventoryUpdateBody } from '@tradeworks/contracts/inventory';
import { apiFetch } from '@/lib/api-client';
import { invalidateInventory } from './inventory-keys';

/** PATCH /api/inventory/{id} — item fields, or only {isOnOrder: true} when ordering. */
export function updateInventoryItem({ id, body }: { id: string; body: InventoryUpdateBody }) {
  return apiFetch<InventoryItem>(`/api/inventory/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useUpdateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateInventoryItem, onSuccess: () => invalidateInventory(queryClient) });
}
