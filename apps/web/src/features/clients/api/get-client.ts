import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@tradeworks/contracts/clients';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './client-keys';

export const clientQueryKey = clientKeys.detail;

/** GET /api/clients/{id} */
export function getClient(id: string): Promise<Client> {
  return apiFetch<Client>(`/api/clients/${id}`);
}

export function clientQueryOptions(id: string) {
  return queryOptions({ queryKey: clientQueryKey(id), queryFn: () => getClient(id) });
}

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
