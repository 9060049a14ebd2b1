import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { taxKeys } from './tax-keys';

/** DELETE /api/tax-rates/{id} — refused (409, naming the groups) while a group holds the rate. */
export function useDeleteTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/tax-rates/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.rates() }),
  });
}
