import { useQuery } from '@tanstack/react-query';
import type { ApiKey } from '@tradeworks/contracts/api-keys';
import { MAX_PAGE_SIZE } from '@tradeworks/contracts/paging';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** The organization's live API keys (an organization has a handful: one page holds them). */
export const useApiKeys = () =>
  useQuery({
    queryKey: settingsKeys.apiKeys,
    queryFn: () => apiFetch<ApiKey[]>(`/api/admin/api-keys?limit=${MAX_PAGE_SIZE}`),
  });
