import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseOrderCreateBody, PurchaseOrderWithLines } from '@tradeworks/contracts/purchase-orders';
import { apiFetch } from '@/lib/api-client';
import { invalidatePurchasing } from './purchase-order-keys';

/** POST /api/purchase-orders: {purchaseOrder, lineItems[]}; number and totals come back from the server. */
export function createPurchaseOrder(body: PurchaseOrderCreateBody) {
  return apiFetch<PurchaseOrderWithLines>('/api/purchase-orders', { method: 'POST', body });
}

export function useCreatePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPurchaseOrder, onSuccess: () => invalidatePurchasing(queryClient) });
}
