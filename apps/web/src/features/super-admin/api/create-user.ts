import { useMutation } from '@tanstack/react-query';
import type { CreatedPlatformUser, UserCreateWithTenantsBody } from '@tradeworks/contracts/super-admin';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateConsole } from './console-requests';
import { USERS } from './console-requests';

export function useCreateUser() {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (body: UserCreateWithTenantsBody) =>
      apiFetch<CreatedPlatformUser>(`${USERS}/create-with-tenants`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
