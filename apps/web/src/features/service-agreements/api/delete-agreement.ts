import { apiFetch } from '@/lib/api-client';
import { one, useAgreementMutation } from './agreement-requests';

export const useDeleteAgreement = () =>
  useAgreementMutation((id: string) => apiFetch<void>(one(id), { method: 'DELETE' }));
