import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/dashboard/public';
import { invoiceKeys } from '@/features/invoices/public';
import { paymentKeys } from '@/features/payments/public';
import { quoteKeys } from '@/features/quotes/public';

/**
 * After a change to quotes or invoices: their lists, details and summaries refetch, and so do the dashboard
 * (alerts show overdue invoices) and payments (marking paid records one).
 */
export function invalidateSales(
  queryClient: QueryClient,
  areas: { quotes?: boolean; invoices?: boolean },
): Promise<void> {
  const keys = [
    ...(areas.quotes ? [quoteKeys.all] : []),
    ...(areas.invoices ? [invoiceKeys.all, paymentKeys.all] : []),
    dashboardKeys.all,
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
