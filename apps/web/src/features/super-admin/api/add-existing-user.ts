import { useMutation } from '@tanstack/react-query';
import type { AddExistingUserBody, TenantUser } from '@tradeworks/contracts/super-admin';
import { apiFetch } from '@/lib/api-client';
import { TENANTS, useInvalidateConsole } from './console-requests';

/** POST /api/super-admin/tenants/{id}/users/add-existing — from the tenant's users or the user's tenants. */
export function useAddExistingUser() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: ({ tenantId, body }: { tenantId: string; body: AddExistingUserBody }) =>
      apiFetch<TenantUser>(`${TENANTS}/${tenantId}/users/add-existing`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
