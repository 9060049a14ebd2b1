import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionRole } from '@tradeworks/contracts/admin-settings';
import { apiFetchPage } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';
import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';

export const useRoles = () =>
  useQuery(
    queryOptions({
      queryKey: settingsKeys.roles,
      queryFn: () =>
        apiFetchPage<PermissionRole>('/api/admin/permissions', { query: { limit: MAX_PAGE_SIZE } }),
      placeholderData: keepPreviousData,
    }),
  );
