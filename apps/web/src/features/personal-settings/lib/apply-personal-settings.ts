import type { PersonalSettings } from '@tradeworks/contracts/personal-settings';
import { setCompactView, setTheme } from '@/lib/theme';

/** Theme (also remembered in local storage `theme`) and compact view take effect app-wide at once. */
export function applyPersonalSettings(settings: Pick<PersonalSettings, 'theme' | 'compactView'>): void {
  setTheme(settings.theme);
  setCompactView(settings.compactView);
}
