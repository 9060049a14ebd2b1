import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

export const dataImportRoutes: RouteObject[] = [
  {
    path: 'import',
    handle: { title: 'Import Data', permission: 'data_import' } satisfies RouteHandle,
    lazy: () => import('./pages/import-page').then((m) => ({ Component: m.ImportPage })),
  },
];
