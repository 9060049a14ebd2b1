import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@tradeworks/contracts/dashboard';
import { apiFetch } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const DASHBOARD_ACTIVITY_LIMIT = 8;

/** GET /api/dashboard/activity — the latest audit-log entries of the tenant, readable. */
export function getDashboardActivity(limit = DASHBOARD_ACTIVITY_LIMIT): Promise<ActivityEntry[]> {
  return apiFetch<ActivityEntry[]>('/api/dashboard/activity', { query: { limit } });
}

export function dashboardActivityQueryOptions(limit = DASHBOARD_ACTIVITY_LIMIT) {
  return queryOptions({
    queryKey: dashboardKeys.activity(limit),
    queryFn: () => getDashboardActivity(limit),
  });
}

export function useDashboardActivity(limit = DASHBOARD_ACTIVITY_LIMIT) {
  return useQuery(dashboardActivityQueryOptions(limit));
}
