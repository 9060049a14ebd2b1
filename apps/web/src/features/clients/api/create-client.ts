import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientCreateData, ClientSaved } from '@tradeworks/contracts/clients';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** POST /api/clients — answers the client and possibleDuplicateOf (another client with the same e-mail). */
export function createClient(body: ClientCreateData): Promise<ClientSaved> {
  return apiFetch<ClientSaved>('/api/clients', { method: 'POST', body });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
