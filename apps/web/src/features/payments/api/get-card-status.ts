import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardStatus } from '@tradeworks/contracts/payments';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /api/payments/card-status — whether this organization can charge cards (Stripe configured). */
export function getCardStatus(): Promise<{ configured: boolean }> {
  return apiFetch<CardStatus>('/api/payments/card-status');
}

export function useCardStatus(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.cardStatus(),
      queryFn: getCardStatus,
      staleTime: 60_000,
      enabled,
    }),
  );
}
