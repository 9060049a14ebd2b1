import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { paymentMethodsQueryKey } from './list-payment-methods';

/** DELETE /api/clients/{id}/payment-methods/{methodId} — detached at Stripe; the newest remaining becomes the default. */
export function deletePaymentMethod({
  clientId,
  methodId,
}: {
  clientId: string;
  methodId: string;
}): Promise<void> {
  return apiFetch<void>(`/api/clients/${clientId}/payment-methods/${methodId}`, { method: 'DELETE' });
}

export function useDeletePaymentMethod(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (methodId: string) => deletePaymentMethod({ clientId, methodId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey(clientId) }),
  });
}
