import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/dashboard/public';

export const serviceKeys = {
  all: ['services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  summary: () => [...serviceKeys.all, 'summary'] as const,
  detail: (id: string) => [...serviceKeys.all, 'detail', id] as const,
  /** The line pickers of quotes and invoices: under `all`, so saving a service refreshes their prices. */
  picker: (params: { search: string; limit: number }) => [...serviceKeys.all, 'picker', params] as const,
};

export function invalidateServices(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.activity() }),
  ]).then(() => undefined);
}
