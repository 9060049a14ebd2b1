import { useQuery } from '@tanstack/react-query';
import type { AdminMetrics } from '@tradeworks/contracts/super-admin-console';
import { apiFetch } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

export function useAdminMetrics() {
  return useQuery({
    queryKey: superAdminKeys.metrics(),
    queryFn: () => apiFetch<AdminMetrics>('/api/super-admin/metrics'),
  });
}
