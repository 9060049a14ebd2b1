import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/**
 * /dispatching (tabs: Service Jobs, Technicians), /dispatching/jobs/new, /dispatching/jobs/:id(/edit),
 * /dispatching/technicians/new, /dispatching/technicians/:id — each page its own lazily loaded chunk.
 */
export const dispatchingRoutes: RouteObject[] = [
  {
    path: 'dispatching',
    handle: { title: 'Field Dispatching', permission: 'dispatching' } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: () => import('./pages/dispatching-page').then((m) => ({ Component: m.DispatchingPage })),
      },
      {
        path: 'jobs/new',
        lazy: () => import('./pages/job-pages').then((m) => ({ Component: m.JobNewPage })),
      },
      {
        path: 'jobs/:id',
        lazy: () => import('./pages/job-pages').then((m) => ({ Component: m.JobDetailPage })),
      },
      {
        path: 'jobs/:id/edit',
        lazy: () => import('./pages/job-pages').then((m) => ({ Component: m.JobEditPage })),
      },
      {
        path: 'technicians/new',
        lazy: () => import('./pages/technician-page').then((m) => ({ Component: m.TechnicianNewPage })),
      },
      {
        path: 'technicians/:id',
        lazy: () => import('./pages/technician-page').then((m) => ({ Component: m.TechnicianEditPage })),
      },
    ],
  },
];
