import { useQuery } from '@tanstack/react-query';
import type { CustomerPortalSettings } from '@tradeworks/contracts/admin-settings';
import { apiFetch } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const useCustomerPortal = () =>
  useQuery({
    queryKey: settingsKeys.portal,
    queryFn: () => apiFetch<CustomerPortalSettings | null>('/api/admin/customer-portal'),
  });
