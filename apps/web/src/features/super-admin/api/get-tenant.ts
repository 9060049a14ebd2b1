import { useQuery } from '@tanstack/react-query';
import type { SuperAdminTenant } from '@tradeworks/contracts/super-admin';
import { apiFetch } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';
import { TENANTS } from './console-requests';

export function useTenant(id: string) {
  return useQuery({
    queryKey: superAdminKeys.tenant(id),
    queryFn: () => apiFetch<SuperAdminTenant>(`${TENANTS}/${id}`),
  });
}
