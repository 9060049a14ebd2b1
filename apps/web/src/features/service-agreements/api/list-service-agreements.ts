import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgreementListQuery, ServiceAgreement } from '@tradeworks/contracts/service-agreements';
import { serviceAgreementKeys } from './service-agreement-keys';
import { apiFetchPage } from '@/lib/api-client';
import { base } from './agreement-requests';

export type AgreementListParams = Partial<AgreementListQuery>;

/** GET /api/service-agreements — newest first; search on contract number, client or service type. */
export function useServiceAgreements(params: AgreementListParams) {
  return useQuery(
    queryOptions({
      queryKey: [...serviceAgreementKeys.lists(), params],
      queryFn: () => apiFetchPage<ServiceAgreement>(base, { query: { ...params } }),
      placeholderData: keepPreviousData,
    }),
  );
}
