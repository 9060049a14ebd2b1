import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Client, ClientStatus, ClientType } from '@tradeworks/contracts/clients';
import { apiFetchPage } from '@/lib/api-client';
import { clientKeys } from './client-keys';

export interface ClientListParams {
  search: string;
  status: ClientStatus | '';
  clientType: ClientType | '';
  /** true: only clients that need details (imported without some). */
  needsDetails?: boolean;
  limit: number;
  offset: number;
}

/** GET /api/clients — one page, searched (name, e-mail, phone or address) and filtered on the server. */
export function listClients(params: ClientListParams) {
  const { needsDetails, ...rest } = params;
  return apiFetchPage<Client>('/api/clients', {
    query: { ...rest, needsDetails: needsDetails ? 'true' : undefined },
  });
}

export function clientsQueryOptions(params: ClientListParams) {
  return queryOptions({
    queryKey: clientKeys.list(params),
    queryFn: () => listClients(params),
    placeholderData: keepPreviousData,
  });
}

export function useClients(params: ClientListParams) {
  return useQuery(clientsQueryOptions(params));
}
