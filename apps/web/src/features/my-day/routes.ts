import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /my-day — the technician's own day (its own lazily loaded chunk). */
export const myDayRoutes: RouteObject[] = [
  {
    path: 'my-day',
    handle: { title: 'My Day', permission: 'dispatching' } satisfies RouteHandle,
    lazy: () => import('./pages/my-day-page').then((m) => ({ Component: m.MyDayPage })),
  },
];
