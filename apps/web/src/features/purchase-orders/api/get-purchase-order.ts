import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseOrderWithLines } from '@tradeworks/contracts/purchase-orders';
import { apiFetch } from '@/lib/api-client';
import { purchaseOrderKeys } from './purchase-order-keys';

/** GET /api/purchase-orders/{id} — the order with its line items. */
export function getPurchaseOrder(id: string) {
  return apiFetch<PurchaseOrderWithLines>(`/api/purchase-orders/${encodeURIComponent(id)}`);
}

export function purchaseOrderQueryOptions(id: string) {
  return queryOptions({ queryKey: purchaseOrderKeys.detail(id), queryFn: () => getPurchaseOrder(id) });
}

export function usePurchaseOrder(id: string) {
  return useQuery(purchaseOrderQueryOptions(id));
}
