import { useMutation } from '@tanstack/react-query';
import type { SuperAdminTenant, TenantUpdateBody } from '@tradeworks/contracts/super-admin';
import { apiFetch } from '@/lib/api-client';
import { TENANTS, useInvalidateConsole } from './console-requests';

export function useUpdateTenant(id: string) {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (body: TenantUpdateBody) =>
      apiFetch<SuperAdminTenant>(`${TENANTS}/${id}`, { method: 'PATCH', body }),
    onSuccess: invalidate,
  });
}
