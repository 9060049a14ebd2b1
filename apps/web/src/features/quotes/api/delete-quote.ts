import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateSales } from '@/features/sales-documents/public';
import { quoteKeys } from './quote-keys';

/** DELETE /api/quotes/{id} — answers 204. */
export function deleteQuote(id: string): Promise<void> {
  return apiFetch<void>(`/api/quotes/${id}`, { method: 'DELETE' });
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: quoteKeys.detail(id), exact: true });
      return invalidateSales(queryClient, { quotes: true });
    },
  });
}
