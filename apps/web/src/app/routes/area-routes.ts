import type { PermissionKey } from '@/lib/permissions';

export interface PendingArea {
  path: string;
  title: string;
  permission: PermissionKey;
}

/**
 * Tenant areas still served by the shared placeholder. When an area's issue lands, remove its row here
 * and add its real routes in router.tsx.
 */
export const PENDING_TENANT_AREAS: PendingArea[] = [
  { path: 'scheduling', title: 'Scheduling', permission: 'scheduling' },
  { path: 'service-agreements', title: 'Service Agreements', permission: 'service_agreements' },
  { path: 'import', title: 'Import Data', permission: 'data_import' },
  { path: 'export', title: 'Export Data', permission: 'data_export' },

  { path: 'dispatching', title: 'Field Dispatching', permission: 'dispatching' },
  { path: 'users', title: 'User Management', permission: 'admin' },
];

/** Super-admin console routes (spec part 2 table), relative to /admin. All need super_admin. */
export const PENDING_ADMIN_ROUTES: { path: string; title: string }[] = [
  { path: 'dashboard', title: 'Admin Dashboard' },
  { path: 'tenants', title: 'All Tenants' },
  { path: 'tenants/analytics', title: 'Tenant Analytics' },
  { path: 'tenants/new', title: 'Create Tenant' },
  { path: 'tenants/:tenantId', title: 'Tenant Details' },
  { path: 'tenants/:tenantId/users', title: 'Tenant Users' },
  { path: 'users', title: 'All Users' },
  { path: 'users/activity', title: 'User Activity' },
  { path: 'users/new', title: 'Create User' },
  { path: 'users/:userId', title: 'Edit User' },
  { path: 'users/:userId/tenants', title: 'User Tenant Assignments' },
  { path: 'users/:userId/activity', title: 'User Activity' },
  { path: 'monitoring', title: 'System Health' },
  { path: 'settings', title: 'Admin Settings' },
  { path: 'subscriptions', title: 'All Subscriptions' },
  { path: 'subscriptions/billing', title: 'Billing Overview' },
  { path: 'subscriptions/issues', title: 'Payment Issues' },
];
