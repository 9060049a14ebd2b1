import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDetail } from '@tradeworks/contracts/invoices';
import { apiFetch } from '@/lib/api-client';
import { invalidateDispatch } from './dispatch-keys';
import { invoiceKeys } from '@/features/invoices/public';

export function useInvoiceJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiFetch<InvoiceDetail>(`/api/service-jobs/${jobId}/invoice`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        invalidateDispatch(queryClient),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
}
