import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceBody, ServiceWithLines } from '@tradeworks/contracts/services';
import { apiFetch } from '@/lib/api-client';
import { invalidateServices } from './service-keys';

/** PUT /api/services/{id}: the same body as create. */
export function updateService({ id, body }: { id: string; body: ServiceBody }) {
  return apiFetch<ServiceWithLines>(`/api/services/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateService, onSuccess: () => invalidateServices(queryClient) });
}
