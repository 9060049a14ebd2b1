import { useQuery } from '@tanstack/react-query';
import type { IntegrationSetting } from '@tradeworks/contracts/admin-settings';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const useIntegrations = () =>
  useQuery({
    queryKey: settingsKeys.integrations,
    queryFn: () => apiFetch<IntegrationSetting[]>('/api/admin/integrations'),
  });
