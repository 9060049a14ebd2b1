import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (title: string): RouteHandle => ({ title, permission: 'service_agreements' });

/** Service agreements: list, create, view (visits, invoices, renew, delete) and edit — each at its own URL. */
export const serviceAgreementsRoutes: RouteObject[] = [
  {
    path: 'service-agreements',
    handle: handle('Service Agreements'),
    lazy: () =>
      import('./pages/service-agreements-list-page').then((m) => ({
        Component: m.ServiceAgreementsListPage,
      })),
  },
  {
    path: 'service-agreements/new',
    handle: handle('New Service Agreement'),
    lazy: () =>
      import('./pages/service-agreement-form-pages').then((m) => ({ Component: m.ServiceAgreementNewPage })),
  },
  {
    path: 'service-agreements/:id',
    handle: handle('Service Agreement'),
    lazy: () =>
      import('./pages/service-agreement-detail-page').then((m) => ({
        Component: m.ServiceAgreementDetailPage,
      })),
  },
  {
    path: 'service-agreements/:id/edit',
    handle: handle('Edit Service Agreement'),
    lazy: () =>
      import('./pages/service-agreement-form-pages').then((m) => ({ Component: m.ServiceAgreementEditPage })),
  },
];
