import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@tradeworks/contracts/payment-methods';
import { apiFetch } from '@/lib/api-client';
import { paymentMethodsQueryKey } from './list-payment-methods';

/** PATCH /api/clients/{id}/payment-methods/{methodId} with displayName. */
export function updatePaymentMethod(args: {
  clientId: string;
  methodId: string;
  displayName: string;
}): Promise<PaymentMethod> {
  return apiFetch<PaymentMethod>(`/api/clients/${args.clientId}/payment-methods/${args.methodId}`, {
    method: 'PATCH',
    body: { displayName: args.displayName },
  });
}

export function useUpdatePaymentMethod(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { methodId: string; displayName: string }) =>
      updatePaymentMethod({ clientId, ...args }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(clientId) }),
  });
}
