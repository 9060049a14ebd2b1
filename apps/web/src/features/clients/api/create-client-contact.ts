import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientContact, ClientContactCreateData } from '@tradeworks/contracts/clients';
import { apiFetch } from '@/lib/api-client';
import { clientContactsQueryKey } from './list-client-contacts';

/** POST /api/clients/{id}/contacts — logs a call, e-mail, visit… */
export function createClientContact({
  clientId,
  body,
}: {
  clientId: string;
  body: ClientContactCreateData;
}): Promise<ClientContact> {
  return apiFetch<ClientContact>(`/api/clients/${clientId}/contacts`, { method: 'POST', body });
}

export function useCreateClientContact(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientContactCreateData) => createClientContact({ clientId, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientContactsQueryKey(clientId) }),
  });
}
