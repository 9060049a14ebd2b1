import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/dashboard/public';

/** Query keys of the inventory area; every change invalidates the whole area and the dashboard's alerts and activity. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'list'] as const,
  summary: () => [...inventoryKeys.all, 'summary'] as const,
  detail: (id: string) => [...inventoryKeys.all, 'detail', id] as const,
  movements: (id: string) => [...inventoryKeys.all, 'movements', id] as const,
  /** The line pickers of quotes and invoices: under `all`, so price and stock changes refresh them. */
  picker: (params: { search: string; limit: number }) => [...inventoryKeys.all, 'picker', params] as const,
};

/** Spec part 2 §7: the inventory list is cached for 5 minutes. */
export const INVENTORY_STALE_MS = 5 * 60_000;

export function invalidateInventory(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.alerts() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.activity() }),
  ]).then(() => undefined);
}
