import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlatformUser } from '@tradeworks/contracts/super-admin';
import { apiFetchPage } from '@/lib/api-client';
import type { ListParams } from './console-requests';
import { superAdminKeys } from './super-admin-keys';
import { USERS } from './console-requests';

export function useUsers(params: ListParams) {
  return useQuery({
    queryKey: superAdminKeys.userList(params),
    queryFn: () => apiFetchPage<PlatformUser>(USERS, { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}
