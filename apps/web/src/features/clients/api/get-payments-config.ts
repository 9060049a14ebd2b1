import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@tradeworks/contracts/payment-methods';
import { apiFetch } from '@/lib/api-client';
import { paymentKeys } from '@/features/payments/public';

/** GET /api/payments/config — Stripe's publishable key, or null when card payments are not configured. */
export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return apiFetch<PaymentsConfig>('/api/payments/config');
}

export function paymentsConfigQueryOptions() {
  return queryOptions({ queryKey: paymentKeys.config(), queryFn: getPaymentsConfig });
}

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
