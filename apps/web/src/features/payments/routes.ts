import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/app/routes/route-handle';

/** /payments — its own lazily loaded chunk. */
export const paymentsRoutes: RouteObject[] = [
  {
    path: 'payments',
    handle: { title: 'Payments', permission: 'payments' } satisfies RouteHandle,
    lazy: () => import('./pages/payments-page').then((m) => ({ Component: m.PaymentsPage })),
  },
];
