import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgreementCreateBody,
  AgreementGeneratorStatus,
  AgreementListQuery,
  AgreementRenewBody,
  AgreementSummary,
  AgreementUpdateBody,
  ServiceAgreement,
  ServiceAgreementDetail,
} from '@tradeworks/contracts/service-agreements';
import { apiFetch, apiFetchPage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { invalidateAgreements, serviceAgreementKeys } from './service-agreement-keys';

export type AgreementListParams = Partial<AgreementListQuery>;
const base = '/api/service-agreements';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

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

/** GET /api/service-agreements/summary — the four stat cards. */
export function useAgreementSummary() {
  return useQuery({
    queryKey: serviceAgreementKeys.summary(),
    queryFn: () => apiFetch<AgreementSummary>(`${base}/summary`),
  });
}

export function useServiceAgreement(id: string) {
  return useQuery({
    queryKey: serviceAgreementKeys.detail(id),
    queryFn: () => apiFetch<ServiceAgreementDetail>(one(id)),
  });
}

/** The generator's last run (admins only). */
export function useGeneratorStatus() {
  const isAdmin = useCan('admin', 'view');
  return useQuery({
    queryKey: serviceAgreementKeys.generator(),
    queryFn: () => apiFetch<AgreementGeneratorStatus>(`${base}/generator`),
    enabled: isAdmin,
  });
}

function useAgreementMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => invalidateAgreements(queryClient) });
}

export const useCreateAgreement = () =>
  useAgreementMutation((body: AgreementCreateBody) =>
    apiFetch<ServiceAgreementDetail>(base, { method: 'POST', body }),
  );

export const useUpdateAgreement = () =>
  useAgreementMutation(({ id, body }: { id: string; body: AgreementUpdateBody }) =>
    apiFetch<ServiceAgreementDetail>(one(id), { method: 'PATCH', body }),
  );

export const useDeleteAgreement = () =>
  useAgreementMutation((id: string) => apiFetch<void>(one(id), { method: 'DELETE' }));

export const useRenewAgreement = () =>
  useAgreementMutation(({ id, body }: { id: string; body: AgreementRenewBody }) =>
    apiFetch<ServiceAgreementDetail>(`${one(id)}/renew`, { method: 'POST', body }),
  );

export const useRunGenerator = () =>
  useAgreementMutation(() => apiFetch<AgreementGeneratorStatus>(`${base}/generator/run`, { method: 'POST' }));
