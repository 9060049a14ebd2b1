import type { AgreementUpdateBody, ServiceAgreementDetail } from '@tradeworks/contracts/service-agreements';
import { apiFetch } from '@/lib/api-client';
import { one, useAgreementMutation } from './agreement-requests';

export const useUpdateAgreement = () =>
  useAgreementMutation(({ id, body }: { id: string; body: AgreementUpdateBody }) =>
    apiFetch<ServiceAgreementDetail>(one(id), { method: 'PATCH', body }),
  );
