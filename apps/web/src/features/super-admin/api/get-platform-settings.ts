import { useQuery } from '@tanstack/react-query';
import type { PlatformSettingsView } from '@tradeworks/contracts/super-admin-console';
import { apiFetch } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

export function usePlatformSettings() {
  return useQuery({
    queryKey: superAdminKeys.settings(),
    queryFn: () => apiFetch<PlatformSettingsView>('/api/super-admin/settings'),
  });
}
