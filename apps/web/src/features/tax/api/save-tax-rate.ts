import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalesTaxRate } from '@tradeworks/contracts/tax';
import { apiFetch } from '@/lib/api-client';
import { taxKeys } from './tax-keys';

export interface TaxRateBody {
  name: string;
  rate: string;
  jurisdiction: string | null;
}

/** POST /api/tax-rates, or PATCH /api/tax-rates/{id} with an id; the groups hold the rate, so both refetch. */
export function useSaveTaxRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TaxRateBody }) =>
      apiFetch<SalesTaxRate>(id ? `/api/tax-rates/${id}` : '/api/tax-rates', {
        method: id ? 'PATCH' : 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taxKeys.all }),
  });
}
