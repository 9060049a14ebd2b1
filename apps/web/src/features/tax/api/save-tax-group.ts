import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxGroup } from '@tradeworks/contracts/tax';
import { apiFetch } from '@/lib/api-client';
import { taxKeys } from './tax-keys';

export interface TaxGroupBody {
  name?: string;
  rateIds?: string[];
  isDefault?: boolean;
}

/** POST /api/tax-groups, or PATCH /api/tax-groups/{id} with an id (a new default takes the flag from the old). */
export function useSaveTaxGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TaxGroupBody }) =>
      apiFetch<TaxGroup>(id ? `/api/tax-groups/${id}` : '/api/tax-groups', {
        method: id ? 'PATCH' : 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.groups() }),
  });
}
