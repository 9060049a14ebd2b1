import type { QueryClient } from '@tanstack/react-query';

/**
 * After a change to quotes or invoices: their lists, details and summaries refetch, and so do the dashboard
 * (alerts show overdue invoices) and payments (marking paid records one).
 */
export function invalidateSales(
  queryClient: QueryClient,
  areas: { quotes?: boolean; invoices?: boolean },
): Promise<void> {
  const roots = [
    ...(areas.quotes ? ['/api/quotes'] : []),
    ...(areas.invoices ? ['/api/invoices', '/api/payments'] : []),
    '/api/dashboard',
  ];
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const root = String(query.queryKey[0] ?? '');
      return roots.some((prefix) => root === prefix || root.startsWith(`${prefix}/`));
    },
  });
}
