import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /users — the team page; `admin` is its permission (DESIGN.md §5). */
export const teamRoutes: RouteObject[] = [
  {
    path: 'users',
    handle: { title: 'User Management', permission: 'admin' } satisfies RouteHandle,
    lazy: () => import('./pages/users-page').then((m) => ({ Component: m.UsersPage })),
  },
];
