import { useMutation } from '@tanstack/react-query';
import type { TenantUser, TenantUserCreateBody } from '@tradeworks/contracts/super-admin';
import { apiFetch } from '@/lib/api-client';
import { TENANTS, useInvalidateConsole } from './console-requests';

export function useCreateTenantUser(id: string) {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (body: TenantUserCreateBody) =>
      apiFetch<TenantUser>(`${TENANTS}/${id}/users`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
