import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateServices, serviceKeys } from './service-keys';

/** DELETE /api/services/{id} — refused (409) while quotes or invoices use the service. */
export function deleteService(id: string) {
  return apiFetch<void>(`/api/services/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: serviceKeys.detail(id) });
      return invalidateServices(queryClient);
    },
  });
}
