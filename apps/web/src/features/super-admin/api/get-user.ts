import { useQuery } from '@tanstack/react-query';
import type { PlatformUser } from '@tradeworks/contracts/super-admin';
import { apiFetch } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';
import { USERS } from './console-requests';

export function useUser(id: string) {
  return useQuery({
    queryKey: superAdminKeys.user(id),
    queryFn: () => apiFetch<PlatformUser>(`${USERS}/${id}`),
  });
}
