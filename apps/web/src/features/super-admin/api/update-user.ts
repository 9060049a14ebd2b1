import { useMutation } from '@tanstack/react-query';
import type { PlatformUser, UserUpdateBody } from '@tradeworks/contracts/super-admin';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateConsole } from './console-requests';
import { USERS } from './console-requests';

export function useUpdateUser(id: string) {
  const invalidate = useInvalidateConsole();
  return useMutation({
    mutationFn: (body: UserUpdateBody) => apiFetch<PlatformUser>(`${USERS}/${id}`, { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}
