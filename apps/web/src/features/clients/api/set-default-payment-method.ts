import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@tradeworks/contracts/payment-methods';
import { apiFetch } from '@/lib/api-client';
import { paymentMethodsQueryKey } from './list-payment-methods';

/** PUT /api/clients/{id}/payment-methods/{methodId}/default */
export function setDefaultPaymentMethod({
  clientId,
  methodId,
}: {
  clientId: string;
  methodId: string;
}): Promise<PaymentMethod> {
  return apiFetch<PaymentMethod>(`/api/clients/${clientId}/payment-methods/${methodId}/default`, {
    method: 'PUT',
  });
}

export function useSetDefaultPaymentMethod(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (methodId: string) => setDefaultPaymentMethod({ clientId, methodId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(clientId) }),
  });
}
