import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@tradeworks/contracts/super-admin-console';
import { apiFetchPage } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

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
    queryKey: superAdminKeys.activityList(path, filters),
    queryFn: () => apiFetchPage<ActivityEntry>(path, { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}
