import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityEntry,
  AdminDashboard,
  AdminMetrics,
  PlatformSettings,
  PlatformSettingsView,
  UserActivitySummary,
} from '@tradeworks/contracts/super-admin-console';
import { apiFetch, apiFetchPage } from '@/lib/api-client';

export function useAdminDashboard() {
  return useQuery({
    queryKey: ['/api/super-admin/dashboard'],
    queryFn: () => apiFetch<AdminDashboard>('/api/super-admin/dashboard'),
  });
}

export function useAdminMetrics() {
  return useQuery({
    queryKey: ['/api/super-admin/metrics'],
    queryFn: () => apiFetch<AdminMetrics>('/api/super-admin/metrics'),
  });
}

export interface ActivityFilters {
  tenantId?: string;
  userId?: string;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
  search?: string;
  limit: number;
  offset: number;
}

/** `path`: the platform list, or a tenant's or a user's. */
export function useActivity(path: string, filters: ActivityFilters) {
  return useQuery({
    queryKey: ['/api/super-admin/activity', path, filters],
    queryFn: () => apiFetchPage<ActivityEntry>(path, { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

export function useUserActivitySummary(userId: string) {
  return useQuery({
    queryKey: ['/api/super-admin/activity', 'summary', userId],
    queryFn: () => apiFetch<UserActivitySummary>(`/api/super-admin/users/${userId}/activity/summary`),
  });
}

export function usePlatformSettings() {
  return useQuery({
    queryKey: ['/api/super-admin/settings'],
    queryFn: () => apiFetch<PlatformSettingsView>('/api/super-admin/settings'),
  });
}

export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformSettings) =>
      apiFetch<PlatformSettingsView>('/api/super-admin/settings', { method: 'PUT', body }),
    onSuccess: (data) => queryClient.setQueryData(['/api/super-admin/settings'], data),
  });
}
