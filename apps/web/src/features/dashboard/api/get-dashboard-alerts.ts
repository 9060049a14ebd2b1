import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardAlert } from '@tradeworks/contracts/dashboard';
import { apiFetch } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboard/alerts — overdue invoices, low stock, agreements ending, unassigned emergencies. */
export function getDashboardAlerts(): Promise<DashboardAlert[]> {
  return apiFetch<DashboardAlert[]>('/api/dashboard/alerts');
}

export function dashboardAlertsQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.alerts(), queryFn: getDashboardAlerts });
}

export function useDashboardAlerts() {
  return useQuery(dashboardAlertsQueryOptions());
}
