import { useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@tradeworks/contracts/super-admin-console';
import { apiFetch } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

export function useAdminDashboard() {
  return useQuery({
    queryKey: superAdminKeys.dashboard(),
    queryFn: () => apiFetch<AdminDashboard>('/api/super-admin/dashboard'),
  });
}
