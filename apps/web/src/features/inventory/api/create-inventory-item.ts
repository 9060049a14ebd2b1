import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryCreateBody, InventoryItem } from '@tradeworks/contracts/inventory';
import { apiFetch } from '@/lib/api-client';
import { invalidateInventory } from './inventory-keys';

/** POST /api/inventory */
export function createInventoryItem(body: InventoryCreateBody) {
  return apiFetch<InventoryItem>('/api/inventory', { method: 'POST', body });
}

export function useCreateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInventoryItem, onSuccess: () => invalidateInventory(queryClient) });
}
