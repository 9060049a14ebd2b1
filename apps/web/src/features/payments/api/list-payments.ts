import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@tradeworks/contracts/payments';
import { apiFetchPage } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

export interface PaymentListParams {
  search: string;
  status: string;
  method: string;
  from: string;
  to: string;
  limit: number;
  offset: number;
}

/** GET /api/payments — one page, searched and filtered on the server. */
export function listPayments(params: PaymentListParams) {
  const all = (value: string) => (value === 'all' ? undefined : value);
  return apiFetchPage<Payment>('/api/payments', {
    query: { ...params, status: all(params.status), method: all(params.method) },
  });
}

export function paymentsQueryOptions(params: PaymentListParams) {
  return queryOptions({
    queryKey: paymentKeys.list(params),
    queryFn: () => listPayments(params),
    placeholderData: keepPreviousData,
  });
}

export function usePayments(params: PaymentListParams) {
  return useQuery(paymentsQueryOptions(params));
}
