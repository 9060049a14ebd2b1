import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@tradeworks/contracts/payment-methods';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './client-keys';

export const paymentMethodsQueryKey = clientKeys.paymentMethods;

/** GET /api/clients/{id}/payment-methods — the default first. */
export function listPaymentMethods(clientId: string): Promise<PaymentMethod[]> {
  return apiFetch<PaymentMethod[]>(`/api/clients/${clientId}/payment-methods`);
}

export function paymentMethodsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: paymentMethodsQueryKey(clientId),
    queryFn: () => listPaymentMethods(clientId),
  });
}

export function usePaymentMethods(clientId: string) {
  return useQuery(paymentMethodsQueryOptions(clientId));
}
