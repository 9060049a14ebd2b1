import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the super-admin console. */
export const superAdminKeys = {
  all: ['super-admin'] as const,
  dashboard: () => [...superAdminKeys.all, 'dashboard'] as const,
  metrics: () => [...superAdminKeys.all, 'metrics'] as const,
  settings: () => [...superAdminKeys.all, 'settings'] as const,
  tenants: () => [...superAdminKeys.all, 'tenants'] as const,
  tenantList: (params: object) => [...superAdminKeys.tenants(), 'list', params] as const,
  tenant: (id: string) => [...superAdminKeys.tenants(), 'detail', id] as const,
  tenantUsers: (id: string, params: object) => [...superAdminKeys.tenant(id), 'users', params] as const,
  paymentIssues: (params: object) => [...superAdminKeys.tenants(), 'payment-issues', params] as const,
  billingOverview: () => [...superAdminKeys.tenants(), 'billing-overview'] as const,
  tenantUsage: (params: object) => [...superAdminKeys.tenants(), 'usage', params] as const,
  users: () => [...superAdminKeys.all, 'users'] as const,
  userList: (params: object) => [...superAdminKeys.users(), 'list', params] as const,
  user: (id: string) => [...superAdminKeys.users(), 'detail', id] as const,
  userTenants: (id: string, params: object) => [...superAdminKeys.user(id), 'tenants', params] as const,
  activity: () => [...superAdminKeys.all, 'activity'] as const,
  /** `path`: the platform's list, or a tenant's or a user's. */
  activityList: (path: string, filters: object) => [...superAdminKeys.activity(), path, filters] as const,
  activitySummary: (userId: string) => [...superAdminKeys.activity(), 'summary', userId] as const,
};

/** Every change to tenants, users or memberships refreshes both lists, the dashboard and the activity. */
export function invalidateConsole(queryClient: QueryClient): Promise<void> {
  const keys = [
    superAdminKeys.tenants(),
    superAdminKeys.users(),
    superAdminKeys.dashboard(),
    superAdminKeys.activity(),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
