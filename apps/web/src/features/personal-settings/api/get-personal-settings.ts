import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalSettings } from '@tradeworks/contracts/personal-settings';
import { apiFetch } from '@/lib/api-client';

export const personalSettingsQueryKey = ['personal-settings'] as const;

/** GET /api/me/settings — the signed-in user's personal settings (defaults when never saved). */
export function getPersonalSettings(): Promise<PersonalSettings> {
  return apiFetch<PersonalSettings>('/api/me/settings', { redirectOn401: false });
}

export function personalSettingsQueryOptions() {
  return queryOptions({ queryKey: personalSettingsQueryKey, queryFn: getPersonalSettings });
}

export function usePersonalSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...personalSettingsQueryOptions(), enabled: options.enabled ?? true });
}
