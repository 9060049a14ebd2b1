import { useMutation } from '@tanstack/react-query';
import type { TenantUser, TenantUserUpdateBody } from '@tradeworks/contracts/super-admin';
import { apiFetch } from '@/lib/api-client';
import { TENANTS, useInvalidateConsole } from './console-requests';

export function useUpdateTenantUser(id: string) {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: TenantUserUpdateBody }) =>
      apiFetch<TenantUser>(`${TENANTS}/${id}/users/${userId}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}
