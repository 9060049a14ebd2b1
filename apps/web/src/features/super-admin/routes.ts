import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-handle';

/** Every super-admin console route of spec part 2 (relative to /admin), each page its own lazy chunk. */
const page = (
  title: string,
  load: () => Promise<{ Component: React.ComponentType }>,
): Partial<RouteObject> => ({
  handle: { title } satisfies RouteHandle,
  lazy: load,
});

const dashboard = () =>
  import('./pages/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage }));
const tenantList = (title: string) => () =>
  import('./pages/tenants-list-page').then((m) => ({
    Component: () => createElement(m.TenantsListPage, { title }),
  }));
const userList = (title: string) => () =>
  import('./pages/users-list-page').then((m) => ({
    Component: () => createElement(m.UsersListPage, { title }),
  }));
const monitoring = () => import('./pages/monitoring-page').then((m) => ({ Component: m.MonitoringPage }));

export const superAdminRoutes: RouteObject[] = [
  { index: true, handle: { title: 'Admin Dashboard' } satisfies RouteHandle, lazy: dashboard },
  { path: 'dashboard', ...page('Admin Dashboard', dashboard) },
  { path: 'tenants', ...page('All Tenants', tenantList('All Tenants')) },
  {
    path: 'tenants/analytics',
    ...page('Tenant Analytics', () =>
      import('./pages/tenant-analytics-page').then((m) => ({ Component: m.TenantAnalyticsPage })),
    ),
  },
  { path: 'subscriptions', ...page('All Subscriptions', tenantList('All Subscriptions')) },
  {
    path: 'subscriptions/billing',
    ...page('Billing Overview', () =>
      import('./pages/billing-overview-page').then((m) => ({ Component: m.BillingOverviewPage })),
    ),
  },
  {
    path: 'subscriptions/issues',
    ...page('Payment Issues', () =>
      import('./pages/payment-issues-page').then((m) => ({ Component: m.PaymentIssuesPage })),
    ),
  },
  {
    path: 'tenants/new',
    ...page('Create Tenant', () =>
      import('./pages/tenant-new-page').then((m) => ({ Component: m.TenantNewPage })),
    ),
  },
  {
    path: 'tenants/:tenantId',
    ...page('Tenant Details', () =>
      import('./pages/tenant-detail-page').then((m) => ({ Component: m.TenantDetailPage })),
    ),
  },
  {
    path: 'tenants/:tenantId/users',
    ...page('Tenant Users', () =>
      import('./pages/tenant-users-page').then((m) => ({ Component: m.TenantUsersPage })),
    ),
  },
  {
    path: 'tenants/:tenantId/activity',
    ...page('Tenant Activity', () =>
      import('./pages/tenant-activity-page').then((m) => ({ Component: m.TenantActivityPage })),
    ),
  },
  { path: 'users', ...page('All Users', userList('All Users')) },
  { path: 'users/activity', ...page('User Activity', userList('User Activity')) },
  {
    path: 'users/new',
    ...page('Create User', () => import('./pages/user-new-page').then((m) => ({ Component: m.UserNewPage }))),
  },
  {
    path: 'users/:userId',
    ...page('Edit User', () => import('./pages/user-edit-page').then((m) => ({ Component: m.UserEditPage }))),
  },
  {
    path: 'users/:userId/tenants',
    ...page('User Tenant Assignments', () =>
      import('./pages/user-tenants-page').then((m) => ({ Component: m.UserTenantsPage })),
    ),
  },
  {
    path: 'users/:userId/activity',
    ...page('User Activity', () =>
      import('./pages/user-activity-page').then((m) => ({ Component: m.UserActivityPage })),
    ),
  },
  { path: 'monitoring', ...page('System Health', monitoring) },
  { path: 'monitoring/logs', ...page('System Health', monitoring) },
  { path: 'settings/monitoring', ...page('System Health', monitoring) },
  {
    path: 'settings',
    ...page('Admin Settings', () =>
      import('./pages/admin-settings-page').then((m) => ({ Component: m.AdminSettingsPage })),
    ),
  },
];
