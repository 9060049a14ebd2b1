import type { SetupIntentResponse } from '@tradeworks/contracts/payment-methods';
import { apiFetch } from '@/lib/api-client';

/** POST /api/clients/{id}/setup-intent with an empty body — the client secret Stripe Elements confirms. */
export function createSetupIntent(clientId: string): Promise<Partial<SetupIntentResponse>> {
  return apiFetch<Partial<SetupIntentResponse>>(`/api/clients/${clientId}/setup-intent`, { method: 'POST' });
}
