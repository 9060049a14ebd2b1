import { useQuery } from '@tanstack/react-query';
import type { MessagingSettings } from '@tradeworks/contracts/messaging-settings';
import { apiFetch } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** GET /api/admin/messaging — quiet hours, review settings and every automation. */
export const useMessagingSettings = () =>
  useQuery({
    queryKey: messageKeys.settings(),
    queryFn: () => apiFetch<MessagingSettings>('/api/admin/messaging'),
  });
