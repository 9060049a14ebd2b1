import type { EmailDocumentKind } from '@tradeworks/contracts/emails';

/** Query keys of the e-mail area: the log, one message, one document's history, send drafts, templates, delivery mode. */
export const emailKeys = {
  all: ['emails'] as const,
  log: (filter: Record<string, unknown>) => [...emailKeys.all, 'log', filter] as const,
  message: (id: string) => [...emailKeys.all, 'message', id] as const,
  history: (kind: EmailDocumentKind, id: string) => [...emailKeys.all, 'history', kind, id] as const,
  draft: (kind: EmailDocumentKind, id: string) => [...emailKeys.all, 'draft', kind, id] as const,
  templates: () => [...emailKeys.all, 'templates'] as const,
  delivery: () => [...emailKeys.all, 'delivery'] as const,
};

/** Where each kind of document lives in the API and in the app. */
export const DOCUMENT_PATHS: Record<EmailDocumentKind, { api: string; app: string }> = {
  quote: { api: '/api/quotes', app: '/quotes' },
  invoice: { api: '/api/invoices', app: '/invoices' },
  purchase_order: { api: '/api/purchase-orders', app: '/purchase-orders' },
};
