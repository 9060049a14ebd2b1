import type { AgreementCreateBody, ServiceAgreementDetail } from '@tradeworks/contracts/service-agreements';
import { apiFetch } from '@/lib/api-client';
import { base, useAgreementMutation } from './agreement-requests';

export const useCreateAgreement = () =>
  useAgreementMutation((body: AgreementCreateBody) =>
    apiFetch<ServiceAgreementDetail>(base, { method: 'POST', body }),
  );
