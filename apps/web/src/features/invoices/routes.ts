import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /invoices, /invoices/new, /invoices/:id, /invoices/:id/edit — each page its own lazily loaded chunk. */
export const invoicesRoutes: RouteObject[] = [
  {
    path: 'invoices',
    handle: { title: 'Invoices', permission: 'invoices' } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: () => import('./pages/invoices-list-page').then((m) => ({ Component: m.InvoicesListPage })),
      },
      {
        path: 'new',
        lazy: () => import('./pages/invoice-new-page').then((m) => ({ Component: m.InvoiceNewPage })),
      },
      {
        path: ':id',
        lazy: () => import('./pages/invoice-detail-page').then((m) => ({ Component: m.InvoiceDetailPage })),
      },
      {
        path: ':id/edit',
        lazy: () => import('./pages/invoice-edit-page').then((m) => ({ Component: m.InvoiceEditPage })),
      },
    ],
  },
];
