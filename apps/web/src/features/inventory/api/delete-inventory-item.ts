import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { inventoryKeys, invalidateInventory } from './inventory-keys';

/** DELETE /api/inventory/{id} — refused (409) while services, quotes, invoices or orders use the part. */
export function deleteInventoryItem(id: string) {
  return apiFetch<void>(`/api/inventory/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInventoryItem,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: inventoryKeys.detail(id) });
      return invalidateInventory(queryClient);
    },
  });
}
