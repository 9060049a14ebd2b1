import { useQuery } from '@tanstack/react-query';
import type { CommunicationsSettings } from '@tradeworks/contracts/admin-settings';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const useCommunications = () =>
  useQuery({
    queryKey: settingsKeys.communications,
    queryFn: () => apiFetch<CommunicationsSettings | null>('/api/admin/communications'),
  });
