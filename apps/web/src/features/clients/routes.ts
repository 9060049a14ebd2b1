import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /clients, /clients/new, /clients/:id, /clients/:id/edit — each page its own lazily loaded chunk. */
export const clientsRoutes: RouteObject[] = [
  {
    path: 'clients',
    handle: { title: 'Clients', permission: 'clients' } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: () => import('./pages/clients-list-page').then((m) => ({ Component: m.ClientsListPage })),
      },
      {
        path: 'new',
        lazy: () => import('./pages/client-new-page').then((m) => ({ Component: m.ClientNewPage })),
      },
      {
        path: ':id',
        lazy: () => import('./pages/client-detail-page').then((m) => ({ Component: m.ClientDetailPage })),
      },
      {
        path: ':id/edit',
        lazy: () => import('./pages/client-edit-page').then((m) => ({ Component: m.ClientEditPage })),
      },
    ],
  },
];
