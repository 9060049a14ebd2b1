import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentDetail } from '@tradeworks/contracts/payments';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/payments/{id} — one payment with its refunds. */
export function getPayment(id: string): Promise<PaymentDetail> {
  return apiFetch<PaymentDetail>(`/api/payments/${id}`);
}

export function usePayment(id: string) {
  return useQuery(queryOptions({ queryKey: paymentKeys.detail(id), queryFn: () => getPayment(id) }));
}
