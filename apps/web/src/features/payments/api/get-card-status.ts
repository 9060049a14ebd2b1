import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardStatus } from '@tradeworks/contracts/payments';
import { apiFetch } from '@/lib/api-client';

/** GET /api/payments/card-status — whether this organization can charge cards (Stripe configured). */
export function getCardStatus(): Promise<{ configured: boolean }> {
  return apiFetch<CardStatus>('/api/payments/card-status');
}

export function useCardStatus(enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: ['/api/payments/card-status'],
      queryFn: getCardStatus,
      staleTime: 60_000,
      enabled,
    }),
  );
}
