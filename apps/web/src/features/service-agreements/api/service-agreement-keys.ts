import type { QueryClient } from '@tanstack/react-query';
import { invalidateDispatch } from '@/features/dispatching/public';
import { invoiceKeys } from '@/features/invoices/public';
import { paymentKeys } from '@/features/payments/public';

/** Query keys of the service-agreements area. */
export const serviceAgreementKeys = {
  all: ['service-agreements'] as const,
  lists: () => [...serviceAgreementKeys.all, 'list'] as const,
  summary: () => [...serviceAgreementKeys.all, 'summary'] as const,
  detail: (id: string) => [...serviceAgreementKeys.all, 'detail', id] as const,
  generator: () => [...serviceAgreementKeys.all, 'generator'] as const,
};

/**
 * Agreements make visits (service jobs, on the dispatch board and its dashboard and client counts) and
 * invoices (with their payments), so those areas refetch too.
 */
export function invalidateAgreements(queryClient: QueryClient): Promise<void> {
  const keys = [serviceAgreementKeys.all, invoiceKeys.all, paymentKeys.all];
  return Promise.all([
    invalidateDispatch(queryClient),
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]).then(() => undefined);
}
