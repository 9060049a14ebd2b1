import { useQuery } from '@tanstack/react-query';
import type { AgreementGeneratorStatus } from '@tradeworks/contracts/service-agreements';
import { apiFetch } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { serviceAgreementKeys } from './service-agreement-keys';
import { base } from './agreement-requests';

/** The generator's last run (admins only). */
export function useGeneratorStatus() {
  const isAdmin = useCan('admin', 'view');
  return useQuery({
    queryKey: serviceAgreementKeys.generator(),
    queryFn: () => apiFetch<AgreementGeneratorStatus>(`${base}/generator`),
    enabled: isAdmin,
  });
}
