import { useQuery } from '@tanstack/react-query';
import type { OrganizationTimeZone } from '@tradeworks/contracts/admin-settings';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** GET /api/admin/time-zone — the organization's zone and its open jobs ahead (saved with PUT). */
export const useOrganizationTimeZone = () =>
  useQuery({
    queryKey: settingsKeys.timeZone,
    queryFn: () => apiFetch<OrganizationTimeZone>('/api/admin/time-zone'),
  });
