import { useQuery } from '@tanstack/react-query';
import type { AgreementSummary } from '@tradeworks/contracts/service-agreements';
import { apiFetch } from '@/lib/api-client';
import { serviceAgreementKeys } from './service-agreement-keys';
import { base } from './agreement-requests';

/** GET /api/service-agreements/summary — the four stat cards. */
export function useAgreementSummary() {
  return useQuery({
    queryKey: serviceAgreementKeys.summary(),
    queryFn: () => apiFetch<AgreementSummary>(`${base}/summary`),
  });
}
