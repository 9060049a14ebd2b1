import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /scheduling — the calendar; its page (and the calendar library with it) is its own lazily loaded chunk. */
export const schedulingRoutes: RouteObject[] = [
  {
    path: 'scheduling',
    handle: { title: 'Scheduling', permission: 'scheduling' } satisfies RouteHandle,
    lazy: () => import('./pages/scheduling-page').then((m) => ({ Component: m.SchedulingPage })),
  },
];
