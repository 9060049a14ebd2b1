import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderUpdateBody, PurchaseOrderWithLines } from '@tradeworks/contracts/purchase-orders';
import { apiFetch } from '@/lib/api-client';
import { invalidatePurchasing } from './purchase-order-keys';

/** PATCH /api/purchase-orders/{id}: the same body as create. */
export function updatePurchaseOrder({ id, body }: { id: string; body: PurchaseOrderUpdateBody }) {
  return apiFetch<PurchaseOrderWithLines>(`/api/purchase-orders/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
  });
}

export function useUpdatePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePurchaseOrder, onSuccess: () => invalidatePurchasing(queryClient) });
}
