import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@tradeworks/contracts/clients';
import { apiFetchPage } from '@/lib/api-client';
import { clientKeys } from '@/features/clients/public';

const PICKER_SIZE = 20;

/** GET /api/clients?search= — the client picker of quote and invoice forms. */
export function searchClients(search: string) {
  return apiFetchPage<Client>('/api/clients', { query: { search, limit: PICKER_SIZE } });
}

export function clientOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: clientKeys.picker({ search, limit: PICKER_SIZE }),
    queryFn: () => searchClients(search),
    placeholderData: keepPreviousData,
  });
}

export function useClientOptions(search: string, enabled = true) {
  return useQuery({ ...clientOptionsQueryOptions(search), enabled });
}
