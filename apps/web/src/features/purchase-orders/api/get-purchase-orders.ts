import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseOrder, PurchaseOrderListQuery } from '@tradeworks/contracts/purchase-orders';
import { apiFetchPage } from '@/lib/api-client';
import { PURCHASE_ORDERS_STALE_MS, purchaseOrderKeys } from './purchase-order-keys';

export type PurchaseOrderListParams = Partial<PurchaseOrderListQuery>;

/** GET /api/purchase-orders — newest first; search on PO number, supplier or status. */
export function getPurchaseOrders(params: PurchaseOrderListParams) {
  return apiFetchPage<PurchaseOrder>('/api/purchase-orders', { query: { ...params } });
}

export function purchaseOrdersQueryOptions(params: PurchaseOrderListParams) {
  return queryOptions({
    queryKey: [...purchaseOrderKeys.lists(), params],
    queryFn: () => getPurchaseOrders(params),
    staleTime: PURCHASE_ORDERS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrders(params: PurchaseOrderListParams) {
  return useQuery(purchaseOrdersQueryOptions(params));
}
