import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /timesheets (issue 35) — the office's week per technician, beside Field Dispatching. */
export const timesheetRoutes: RouteObject[] = [
  {
    path: 'timesheets',
    handle: { title: 'Timesheets', permission: 'dispatching' } satisfies RouteHandle,
    lazy: () => import('./pages/timesheets-page').then((m) => ({ Component: m.TimesheetsPage })),
  },
];
