import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlatformUserTenant } from '@tradeworks/contracts/super-admin';
import { apiFetchPage } from '@/lib/api-client';
import { USERS, type ListParams } from './console-requests';
import { superAdminKeys } from './super-admin-keys';

/** GET /api/super-admin/users/{id}/tenants — a page of the user's tenants, searched on the tenant's name. */
export function useUserTenants(id: string, params: ListParams) {
  return useQuery({
    queryKey: superAdminKeys.userTenants(id, params),
    queryFn: () => apiFetchPage<PlatformUserTenant>(`${USERS}/${id}/tenants`, { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}
