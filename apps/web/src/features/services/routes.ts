import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

const handle = (title: string): RouteHandle => ({ title, permission: 'services' });

/** Service catalogue: list, create, view and edit — each at its own URL. */
export const servicesRoutes: RouteObject[] = [
  {
    path: 'services',
    handle: handle('Service Catalogue'),
    lazy: () => import('./pages/services-list-page').then((m) => ({ Component: m.ServicesListPage })),
  },
  {
    path: 'services/new',
    handle: handle('Create Service'),
    lazy: () => import('./pages/service-new-page').then((m) => ({ Component: m.ServiceNewPage })),
  },
  {
    path: 'services/:id',
    handle: handle('Service'),
    lazy: () => import('./pages/service-detail-page').then((m) => ({ Component: m.ServiceDetailPage })),
  },
  {
    path: 'services/:id/edit',
    handle: handle('Edit Service'),
    lazy: () => import('./pages/service-edit-page').then((m) => ({ Component: m.ServiceEditPage })),
  },
];
