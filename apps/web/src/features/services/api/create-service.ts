import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServiceBody, ServiceWithLines } from '@tradeworks/contracts/services';
import { apiFetch } from '@/lib/api-client';
import { invalidateServices } from './service-keys';

/** POST /api/services: {service (tags as a list), lineItems (composite services only)}. */
export function createService(body: ServiceBody) {
  return apiFetch<ServiceWithLines>('/api/services', { method: 'POST', body });
}

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createService, onSuccess: () => invalidateServices(queryClient) });
}
