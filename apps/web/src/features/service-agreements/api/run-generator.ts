import type { AgreementGeneratorStatus } from '@tradeworks/contracts/service-agreements';
import { apiFetch } from '@/lib/api-client';
import { base, useAgreementMutation } from './agreement-requests';

export const useRunGenerator = () =>
  useAgreementMutation(() => apiFetch<AgreementGeneratorStatus>(`${base}/generator/run`, { method: 'POST' }));
