import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@tradeworks/contracts/dashboard';
import { apiFetch } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** GET /api/dashboard/summary — the four stat cards, counted in SQL. */
export function getDashboardSummary(): Promise<DashboardSummary> {
  return apiFetch<DashboardSummary>('/api/dashboard/summary');
}

export function dashboardSummaryQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.summary(), queryFn: getDashboardSummary });
}

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
