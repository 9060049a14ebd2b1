import { useEffect } from 'react';
import { usePersonalSettings } from '../api/get-personal-settings';
import { applyPersonalSettings } from './apply-personal-settings';

/** Loads the signed-in user's settings once and applies theme and compact view whenever they change. */
export function useApplyPersonalSettings(enabled: boolean): void {
  const { data } = usePersonalSettings({ enabled });
  const theme = data?.theme;
  const compactView = data?.compactView;
  useEffect(() => {
    if (theme === undefined || compactView === undefined) return;
    applyPersonalSettings({ theme, compactView });
  }, [theme, compactView]);
}
