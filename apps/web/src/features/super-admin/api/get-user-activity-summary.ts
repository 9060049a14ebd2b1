import { useQuery } from '@tanstack/react-query';
import type { UserActivitySummary } from '@tradeworks/contracts/super-admin-console';
import { apiFetch } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

export function useUserActivitySummary(userId: string) {
  return useQuery({
    queryKey: superAdminKeys.activitySummary(userId),
    queryFn: () => apiFetch<UserActivitySummary>(`/api/super-admin/users/${userId}/activity/summary`),
  });
}
