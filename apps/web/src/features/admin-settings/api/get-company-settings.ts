import { useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '@tradeworks/contracts/admin-settings';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const useCompanySettings = () =>
  useQuery({
    queryKey: settingsKeys.company,
    queryFn: () => apiFetch<CompanySettings | null>('/api/admin/company'),
  });
