import type { AgreementRenewBody, ServiceAgreementDetail } from '@tradeworks/contracts/service-agreements';
import { apiFetch } from '@/lib/api-client';
import { one, useAgreementMutation } from './agreement-requests';

export const useRenewAgreement = () =>
  useAgreementMutation(({ id, body }: { id: string; body: AgreementRenewBody }) =>
    apiFetch<ServiceAgreementDetail>(`${one(id)}/renew`, { method: 'POST', body }),
  );
