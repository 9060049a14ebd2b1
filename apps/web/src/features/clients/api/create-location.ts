import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceLocation, ServiceLocationCreateBody } from '@tradeworks/contracts/service-locations';
import { apiFetch } from '@/lib/api-client';
import { clientKeys } from './client-keys';

/** POST /api/clients/{id}/locations */
export function createLocation({ clientId, body }: { clientId: string; body: ServiceLocationCreateBody }) {
  return apiFetch<ServiceLocation>(`/api/clients/${encodeURIComponent(clientId)}/locations`, {
    method: 'POST',
    body,
  });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: (_, { clientId }) => queryClient.invalidateQueries({ queryKey: clientKeys.detail(clientId) }),
  });
}
