import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderWithLines, ReceivePurchaseOrderBody } from '@tradeworks/contracts/purchase-orders';
import { apiFetch } from '@/lib/api-client';
import { invalidatePurchasing } from './purchase-order-keys';

/** POST /api/purchase-orders/{id}/receive — stock rises through the ledger; status follows the quantities. */
export function receivePurchaseOrder({ id, body }: { id: string; body: ReceivePurchaseOrderBody }) {
  return apiFetch<PurchaseOrderWithLines>(`/api/purchase-orders/${encodeURIComponent(id)}/receive`, {
    method: 'POST',
    body,
  });
}

export function useReceivePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receivePurchaseOrder,
    onSuccess: () => invalidatePurchasing(queryClient),
  });
}
