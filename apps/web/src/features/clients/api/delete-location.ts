import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** DELETE /api/clients/{id}/locations/{locationId} — refused (409) while jobs or other records use it. */
export function deleteLocation({ clientId, locationId }: { clientId: string; locationId: string }) {
  return apiFetch<void>(
    `/api/clients/${encodeURIComponent(clientId)}/locations/${encodeURIComponent(locationId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: (_, { clientId }) => queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) }),
  });
}
