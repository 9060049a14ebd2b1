import { useQuery } from '@tanstack/react-query';
import type { GeneralSetting } from '@tradeworks/contracts/admin-settings';
import { apiFetchPage } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';
import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';

export const useGeneralSettings = () =>
  useQuery({
    queryKey: settingsKeys.general,
    queryFn: () => apiFetchPage<GeneralSetting>('/api/admin/general', { query: { limit: MAX_PAGE_SIZE } }),
  });
