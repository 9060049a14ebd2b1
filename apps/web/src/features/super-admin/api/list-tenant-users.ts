import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TenantUser } from '@tradeworks/contracts/super-admin';
import { apiFetchPage } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';
import { ListParams, TENANTS } from './console-requests';

export function useTenantUsers(id: string, params: ListParams) {
  return useQuery({
    queryKey: superAdminKeys.tenantUsers(id, params),
    queryFn: () => apiFetchPage<TenantUser>(`${TENANTS}/${id}/users`, { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}
