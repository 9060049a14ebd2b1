import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentDetail, PaymentRecordBody } from '@tradeworks/contracts/payments';
import { apiFetch } from '@/lib/api-client';
import { invalidatePayments } from '../lib/invalidate-payments';

/** POST /api/payments — a cash, check or ACH payment against an invoice. */
export function recordPayment(body: PaymentRecordBody): Promise<PaymentDetail> {
  return apiFetch<PaymentDetail>('/api/payments', { method: 'POST', body });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPayment, onSuccess: () => invalidatePayments(queryClient) });
}
