import { createBrowserRouter, type RouteObject } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { setupStatusQueryOptions } from '@/features/auth/api/get-setup-status';
import { clientsRoutes } from '@/features/clients/routes';
import { equipmentRoutes } from '@/features/equipment/routes';
import { inventoryRoutes } from '@/features/inventory/routes';
import { servicesRoutes } from '@/features/services/routes';
import { checklistRoutes } from '@/features/checklists/routes';
import { purchaseOrdersRoutes } from '@/features/purchase-orders/routes';
import { invoicesRoutes } from '@/features/invoices/routes';
import { paymentsRoutes } from '@/features/payments/routes';
import { quotesRoutes } from '@/features/quotes/routes';
import { dispatchingRoutes } from '@/features/dispatching/routes';
import { myDayRoutes } from '@/features/my-day/routes';
import { timesheetRoutes } from '@/features/timesheets/routes';

import { schedulingRoutes } from '@/features/scheduling/routes';
import { teamRoutes } from '@/features/team/routes';
import { dataImportRoutes } from '@/features/data-import/routes';
import { dataExportRoutes } from '@/features/data-export/routes';
import { superAdminRoutes } from '@/features/super-admin/routes';
import { serviceAgreementsRoutes } from '@/features/service-agreements/routes';
import { emailRoutes } from '@/features/emails/routes';
import { messagesRoutes } from '@/features/messages/routes';
import { reportsRoutes } from '@/features/reports/routes';
import { NotFoundPage } from './routes/not-found';
import { PageFallback } from './routes/page-fallback';
import type { RouteHandle } from '@/lib/route-handle';
import { RouteErrorPage } from './routes/route-error';

/* Every screen is its own lazily loaded chunk; the entry holds only the router, providers and primitives. */

const adminRoutes: RouteObject[] = [...superAdminRoutes, { path: '*', Component: NotFoundPage }];

const signedInRoutes: RouteObject[] = [
  {
    index: true,
    handle: { permission: 'dashboard' } satisfies RouteHandle,
    lazy: () =>
      import('@/features/dashboard/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'profile',
    handle: { onUnauthorized: 'toast' } satisfies RouteHandle,
    lazy: () => import('@/features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'settings',
    handle: { permission: 'settings', title: 'Settings', onUnauthorized: 'toast' } satisfies RouteHandle,
    lazy: () =>
      import('@/features/personal-settings/pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
  ...inventoryRoutes,
  ...servicesRoutes,
  ...checklistRoutes,
  ...purchaseOrdersRoutes,
  ...quotesRoutes,
  ...invoicesRoutes,
  ...paymentsRoutes,
  ...clientsRoutes,
  ...equipmentRoutes,
  ...dispatchingRoutes,
  ...myDayRoutes,
  ...timesheetRoutes,

  ...schedulingRoutes,
  ...teamRoutes,
  ...dataImportRoutes,
  ...dataExportRoutes,
  ...serviceAgreementsRoutes,
  ...emailRoutes,
  ...reportsRoutes,
  ...messagesRoutes,
  { path: 'admin', handle: { permission: 'super_admin' } satisfies RouteHandle, children: adminRoutes },
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    HydrateFallback: PageFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: '/login',
        lazy: () => import('@/features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/setup',
        lazy: () => import('@/features/auth/pages/setup-page').then((m) => ({ Component: m.SetupPage })),
      },
      {
        path: '/set-password',
        lazy: () =>
          import('@/features/auth/pages/set-password-page').then((m) => ({ Component: m.SetPasswordPage })),
      },
      {
        path: '/accept-invitation',
        lazy: () =>
          import('@/features/team/pages/accept-invitation-page').then((m) => ({
            Component: m.AcceptInvitationPage,
          })),
      },
      {
        path: '/forgot-password',
        lazy: () =>
          import('@/features/auth/pages/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: '/reset-password',
        lazy: () =>
          import('@/features/auth/pages/set-password-page').then((m) => ({
            Component: () => <m.SetPasswordPage purpose="reset" />,
          })),
      },
      {
        path: '/',
        // Start reading the session while the layout's code downloads (no waiting on it).
        loader: () => {
          void queryClient.prefetchQuery(setupStatusQueryOptions());
          void queryClient.prefetchQuery(currentUserQueryOptions());
          return null;
        },
        lazy: () => import('./routes/app-layout').then((m) => ({ Component: m.AppLayout })),
        children: signedInRoutes,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
