import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** /payments and /payments/:id (the activity feed's link, opening the payment's invoice). */
export const paymentsRoutes: RouteObject[] = [
  {
    path: 'payments',
    handle: { title: 'Payments', permission: 'payments' } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: () => import('./pages/payments-page').then((m) => ({ Component: m.PaymentsPage })),
      },
      {
        path: ':id',
        lazy: () => import('./pages/payment-link-page').then((m) => ({ Component: m.PaymentLinkPage })),
      },
    ],
  },
];
