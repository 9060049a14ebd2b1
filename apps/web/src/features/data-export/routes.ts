import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

export const dataExportRoutes: RouteObject[] = [
  {
    path: 'export',
    handle: { title: 'Export Data', permission: 'data_export' } satisfies RouteHandle,
    lazy: () => import('./pages/export-page').then((m) => ({ Component: m.ExportPage })),
  },
];
