/** Query keys of the invoices area: lists, details, the summary cards and the form's config under `all`. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (params: object) => [...invoiceKeys.lists(), params] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  summary: () => [...invoiceKeys.all, 'summary'] as const,
  config: () => [...invoiceKeys.all, 'config'] as const,
};
