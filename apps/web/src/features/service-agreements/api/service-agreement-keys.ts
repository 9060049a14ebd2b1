import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the service-agreements area. */
export const serviceAgreementKeys = {
  all: ['service-agreements'] as const,
  lists: () => [...serviceAgreementKeys.all, 'list'] as const,
  summary: () => [...serviceAgreementKeys.all, 'summary'] as const,
  detail: (id: string) => [...serviceAgreementKeys.all, 'detail', id] as const,
  generator: () => [...serviceAgreementKeys.all, 'generator'] as const,
};

/** Read roots of other areas that agreements change: visits are service jobs, billing makes invoices. */
const TOUCHED = ['dispatch', '/api/invoices', '/api/payments', '/api/dashboard', '/api/clients'];

/** Agreements make visits (service jobs) and invoices, and feed the dashboard's alerts. */
export function invalidateAgreements(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const root = String(query.queryKey[0] ?? '');
      return (
        root === serviceAgreementKeys.all[0] ||
        TOUCHED.some((prefix) => root === prefix || root.startsWith(`${prefix}/`))
      );
    },
  });
}
