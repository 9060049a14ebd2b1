import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CommunicationsSettings,
  CompanySettings,
  CustomerPortalSettings,
  GeneralSetting,
  IntegrationSetting,
  PermissionRole,
  TestEmailResult,
} from '@tradeworks/contracts/admin-settings';
import { apiFetch, apiFetchPage } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

/**
 * The calls of the six Admin Settings tabs (spec part 2 point 7, "Admin …"). Each tab's reads share one key, so a
 * successful change refetches exactly that tab.
 */
export const settingsKeys = {
  roles: ['/api/admin/permissions'] as const,
  general: ['/api/admin/general'] as const,
  company: ['/api/admin/company'] as const,
  integrations: ['/api/admin/integrations'] as const,
  communications: ['/api/admin/communications'] as const,
  portal: ['/api/admin/customer-portal'] as const,
};

const MAX = 200;

export const useRoles = () =>
  useQuery(
    queryOptions({
      queryKey: settingsKeys.roles,
      queryFn: () => apiFetchPage<PermissionRole>('/api/admin/permissions', { query: { limit: MAX } }),
      placeholderData: keepPreviousData,
    }),
  );
export const useGeneralSettings = () =>
  useQuery({
    queryKey: settingsKeys.general,
    queryFn: () => apiFetchPage<GeneralSetting>('/api/admin/general', { query: { limit: MAX } }),
  });
export const useCompanySettings = () =>
  useQuery({
    queryKey: settingsKeys.company,
    queryFn: () => apiFetch<CompanySettings | null>('/api/admin/company'),
  });
export const useIntegrations = () =>
  useQuery({
    queryKey: settingsKeys.integrations,
    queryFn: () => apiFetch<IntegrationSetting[]>('/api/admin/integrations'),
  });
export const useCommunications = () =>
  useQuery({
    queryKey: settingsKeys.communications,
    queryFn: () => apiFetch<CommunicationsSettings | null>('/api/admin/communications'),
  });
export const useCustomerPortal = () =>
  useQuery({
    queryKey: settingsKeys.portal,
    queryFn: () => apiFetch<CustomerPortalSettings | null>('/api/admin/customer-portal'),
  });

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export interface SettingsCall {
  method: Method;
  path: string;
  body?: unknown;
}

/** One mutation hook for a tab: any call under its path, then its list is refetched. */
export function useSettingsMutation<T = unknown>(key: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, path, body }: SettingsCall) => apiFetch<T>(path, { method, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        // The general setting `timezone` is the organization's clock, named on the current user.
        key === settingsKeys.general && queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}

export const sendTestEmail = (to: string) =>
  apiFetch<TestEmailResult>('/api/admin/communications/test', { method: 'POST', body: { to } });
