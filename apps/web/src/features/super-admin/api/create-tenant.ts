import { useMutation } from '@tanstack/react-query';
import type { SuperAdminTenant, TenantCreateBody } from '@tradeworks/contracts/super-admin';
import { apiFetch } from '@/lib/api-client';
import { TENANTS, useInvalidateConsole } from './console-requests';

export function useCreateTenant() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (body: TenantCreateBody) => apiFetch<SuperAdminTenant>(TENANTS, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
