import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { taxKeys } from './tax-keys';

/** DELETE /api/tax-groups/{id} — refused (409) while a client or service location carries the group. */
export function useDeleteTaxGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/tax-groups/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.groups() }),
  });
}
