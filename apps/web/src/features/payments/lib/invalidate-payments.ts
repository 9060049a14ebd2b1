import type { QueryClient } from '@tanstack/react-query';
import { buildUrl } from '@/lib/api-client';
import { invalidateSales } from '@/features/sales-documents/public';

/** A payment or refund changes the ledger, the invoice it belongs to, and the dashboard. */
export function invalidatePayments(queryClient: QueryClient): Promise<void> {
  return invalidateSales(queryClient, { invoices: true });
}

/** The receipt PDF of a payment, saved as a file. */
export const receiptUrl = (paymentId: string) =>
  buildUrl(`/api/payments/${paymentId}/receipt.pdf`, { download: 1 });
