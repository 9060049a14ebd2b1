import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SuperAdminTenant } from '@tradeworks/contracts/super-admin';
import { apiFetchPage } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';
import { ListParams, TENANTS } from './console-requests';

export function useTenants(params: ListParams) {
  return useQuery({
    queryKey: superAdminKeys.tenantList(params),
    queryFn: () => apiFetchPage<SuperAdminTenant>(TENANTS, { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}
