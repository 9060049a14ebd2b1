import { useQuery } from '@tanstack/react-query';
import type { ServiceAgreementDetail } from '@tradeworks/contracts/service-agreements';
import { apiFetch } from '@/lib/api-client';
import { serviceAgreementKeys } from './service-agreement-keys';
import { one } from './agreement-requests';

export function useServiceAgreement(id: string) {
  return useQuery({
    queryKey: serviceAgreementKeys.detail(id),
    queryFn: () => apiFetch<ServiceAgreementDetail>(one(id)),
  });
}
