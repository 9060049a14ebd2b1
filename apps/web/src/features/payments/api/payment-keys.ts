/** Query keys of the payments area (the ledger, one invoice's payments, card and Stripe status). */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (params: object) => [...paymentKeys.lists(), params] as const,
  detail: (id: string) => [...paymentKeys.all, 'detail', id] as const,
  summary: () => [...paymentKeys.all, 'summary'] as const,
  forInvoice: (invoiceId: string) => [...paymentKeys.all, 'invoice', invoiceId] as const,
  cardStatus: () => [...paymentKeys.all, 'card-status'] as const,
  config: () => [...paymentKeys.all, 'config'] as const,
};
