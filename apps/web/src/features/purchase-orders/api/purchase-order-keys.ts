import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/dashboard/public';
import { inventoryKeys } from '@/features/inventory/public';

/** Query keys of the purchase-orders area. */
export const purchaseOrderKeys = {
  all: ['purchase-orders'] as const,
  lists: () => [...purchaseOrderKeys.all, 'list'] as const,
  detail: (id: string) => [...purchaseOrderKeys.all, 'detail', id] as const,
};

/** Spec part 2 §7: the purchase-order list is cached for 5 minutes. */
export const PURCHASE_ORDERS_STALE_MS = 5 * 60_000;

/** Orders change stock (receiving) and on-order flags, so the inventory area is refetched too. */
export function invalidatePurchasing(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [purchaseOrderKeys.all, inventoryKeys.all, dashboardKeys.alerts(), dashboardKeys.activity()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
