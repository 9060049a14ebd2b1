import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessagingSettings, MessagingSettingsPatch } from '@tradeworks/contracts/messaging-settings';
import { apiFetch } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** PATCH /api/admin/messaging — only the fields sent change; the answer replaces the cached settings. */
export function useUpdateMessagingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessagingSettingsPatch) =>
      apiFetch<MessagingSettings>('/api/admin/messaging', { method: 'PATCH', body }),
    onSuccess: (settings) => queryClient.setQueryData(messageKeys.settings(), settings),
  });
}
