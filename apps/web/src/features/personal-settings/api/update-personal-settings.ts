import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalSettings } from '@tradeworks/contracts/personal-settings';
import { apiFetch } from '@/lib/api-client';
import { personalSettingsQueryKey } from './get-personal-settings';

/** PUT /api/me/settings — saves all personal settings; answers the saved settings. */
export function updatePersonalSettings(settings: PersonalSettings): Promise<PersonalSettings> {
  return apiFetch<PersonalSettings>('/api/me/settings', {
    method: 'PUT',
    body: settings,
    redirectOn401: false,
  });
}

export function useUpdatePersonalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalSettings,
    onSuccess: (saved, sent) => {
      queryClient.setQueryData(personalSettingsQueryKey, saved && typeof saved === 'object' ? saved : sent);
    },
  });
}
