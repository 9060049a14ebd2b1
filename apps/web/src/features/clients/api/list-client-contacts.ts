import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientContact } from '@tradeworks/contracts/clients';
import { apiFetchPage } from '@/lib/api-client';
import { clientKeys } from './client-keys';

export const clientContactsQueryKey = clientKeys.contacts;

/** GET /api/clients/{id}/contacts — the contact log, newest first. */
export function listClientContacts(clientId: string, limit: number) {
  return apiFetchPage<ClientContact>(`/api/clients/${clientId}/contacts`, { query: { limit } });
}

export function clientContactsQueryOptions(clientId: string, limit: number) {
  return queryOptions({
    queryKey: [...clientContactsQueryKey(clientId), { limit }],
    queryFn: () => listClientContacts(clientId, limit),
  });
}

export function useClientContacts(clientId: string, limit: number) {
  return useQuery(clientContactsQueryOptions(clientId, limit));
}
