import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientSaved, ClientUpdateData } from '@tradeworks/contracts/clients';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** PATCH /api/clients/{id} */
export function updateClient({ id, body }: { id: string; body: ClientUpdateData }): Promise<ClientSaved> {
  return apiFetch<ClientSaved>(`/api/clients/${id}`, { method: 'PATCH', body });
}

export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
