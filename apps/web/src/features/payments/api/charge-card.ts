import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '@tradeworks/contracts/idempotency';
import type { CardChargeBody, PaymentDetail } from '@tradeworks/contracts/payments';
import { apiFetch } from '@/lib/api-client';
import { invalidatePayments } from '../lib/invalidate-payments';

/**
 * POST /api/payments/card — charges a saved card. `idempotencyKey` is made once per submitted form, so a
 * retried request (double click, flaky network) answers the first charge instead of charging again.
 */
export function chargeCard({ idempotencyKey, ...body }: CardChargeBody & { idempotencyKey: string }) {
  return apiFetch<PaymentDetail>('/api/payments/card', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useChargeCard() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: chargeCard, onSuccess: () => invalidatePayments(queryClient) });
}
