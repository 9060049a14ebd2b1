import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings, PlatformSettingsView } from '@tradeworks/contracts/super-admin-console';
import { apiFetch } from '@/lib/api-client';
import { superAdminKeys } from './super-admin-keys';

export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformSettings) =>
      apiFetch<PlatformSettingsView>('/api/super-admin/settings', { method: 'PUT', body }),
    onSuccess: (data) => queryClient.setQueryData(superAdminKeys.settings(), data),
  });
}
