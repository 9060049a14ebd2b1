import type { QueryClient } from '@tanstack/react-query';
import { buildUrl } from '@/lib/api-client';
import { dashboardKeys } from '@/features/dashboard/public';
import { invoiceKeys } from '@/features/invoices/public';
import { paymentKeys } from '../api/payment-keys';

/** A payment or refund changes the ledger, the invoice it belongs to, and the dashboard (overdue alerts). */
export function invalidatePayments(queryClient: QueryClient): Promise<void> {
  const keys = [paymentKeys.all, invoiceKeys.all, dashboardKeys.all];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** The receipt PDF of a payment, saved as a file. */
export const receiptUrl = (paymentId: string) =>
  buildUrl(`/api/payments/${paymentId}/receipt.pdf`, { download: 1 });
