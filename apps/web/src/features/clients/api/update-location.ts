import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceLocation, ServiceLocationUpdateBody } from '@tradeworks/contracts/service-locations';
import { apiFetch } from '@/lib/api-client';
import { invalidateDispatch } from '@/features/dispatching/public';

/** PATCH /api/clients/{id}/locations/{locationId} — edit, archive (`{archived: true}`) or restore. */
export function updateLocation({
  clientId,
  locationId,
  body,
}: {
  clientId: string;
  locationId: string;
  body: ServiceLocationUpdateBody;
}) {
  return apiFetch<ServiceLocation>(
    `/api/clients/${encodeURIComponent(clientId)}/locations/${encodeURIComponent(locationId)}`,
    { method: 'PATCH', body },
  );
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    // Open jobs follow their location's new address: the dispatch screens read them again (clients too).
    onSuccess: () => invalidateDispatch(queryClient),
  });
}
