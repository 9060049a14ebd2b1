import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientCreateBody, ClientSaved } from '@tradeworks/contracts/clients';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** POST /api/clients — answers the client and possibleDuplicateOf (another client with the same e-mail). */
export function createClient(body: ClientCreateBody): Promise<ClientSaved> {
  return apiFetch<ClientSaved>('/api/clients', { method: 'POST', body });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
