import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentDetail, RefundBody } from '@tradeworks/contracts/payments';
import { apiFetch } from '@/lib/api-client';
import { invalidatePayments } from '../lib/invalidate-payments';

/** POST /api/payments/{id}/refund — all that is left when no amount is given. */
export function refundPayment({ id, ...body }: RefundBody & { id: string }): Promise<PaymentDetail> {
  return apiFetch<PaymentDetail>(`/api/payments/${id}/refund`, { method: 'POST', body });
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refundPayment, onSuccess: () => invalidatePayments(queryClient) });
}
