import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsSummary } from '@tradeworks/contracts/payments';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/payments/summary — Total Payments, Completed, Pending, from counters kept in SQL. */
export function getPaymentsSummary(): Promise<PaymentsSummary> {
  return apiFetch<PaymentsSummary>('/api/payments/summary');
}

export function usePaymentsSummary() {
  return useQuery(queryOptions({ queryKey: paymentKeys.summary(), queryFn: getPaymentsSummary }));
}
