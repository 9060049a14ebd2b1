import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { settingsKeys } from './settings-keys';

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
        (key === settingsKeys.general || key === settingsKeys.timeZone) &&
          queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  });
}
