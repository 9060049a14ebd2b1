import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod, PaymentMethodAttachData } from '@tradeworks/contracts/payment-methods';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** POST /api/clients/{clientId}/payment-methods/stripe — the confirmed method's id and an optional display name. */
export function savePaymentMethod({
  clientId,
  body,
}: {
  clientId: string;
  body: PaymentMethodAttachData;
}): Promise<PaymentMethod> {
  return apiFetch<PaymentMethod>(`/api/clients/${clientId}/payment-methods/stripe`, { method: 'POST', body });
}

export function useSavePaymentMethod(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentMethodAttachData) => savePaymentMethod({ clientId, body }),
    // The client may have gained its Stripe customer id too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) }),
  });
}
