import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { AuthUser } from '@tradeworks/contracts/auth';
import type { PersonalSettings } from '@tradeworks/contracts/personal-settings';
import { ThemeToggle } from '@/components/theme-toggle';
import {
  personalSettingsQueryKey,
  personalSettingsQueryOptions,
} from '@/features/personal-settings/api/get-personal-settings';
import { useUpdatePersonalSettings } from '@/features/personal-settings/api/update-personal-settings';
import { isConsolePath } from './nav-config';
import { SidebarTrigger } from './sidebar-trigger';
import { TenantSwitcher } from './tenant-switcher';
import { UserMenu } from './user-menu';

export function Header({ user, loading }: { user: AuthUser | undefined; loading: boolean }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const saveSettings = useUpdatePersonalSettings();
  const inConsole = isConsolePath(pathname) && !!user?.is_super_admin;

  /** The header toggle also saves the theme in the personal settings, so it follows the user. */
  const onThemeChange = async (theme: PersonalSettings['theme']) => {
    try {
      // A click before the settings have loaded must still win over the values that load afterwards.
      const current = await queryClient.fetchQuery(personalSettingsQueryOptions());
      const next = { ...current, theme };
      queryClient.setQueryData(personalSettingsQueryKey, next);
      await saveSettings.mutateAsync(next);
    } catch (error) {
      console.error('Failed to save theme:', error);
    }
  };

  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-4">
      <SidebarTrigger />
      <div aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <div className="flex min-w-0 flex-1 items-center">
        {inConsole ? (
          <span className="truncate text-sm font-medium">Super Admin Console</span>
        ) : (
          user && <TenantSwitcher user={user} />
        )}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <ThemeToggle onChange={onThemeChange} />
        <UserMenu user={user} loading={loading} />
      </div>
    </header>
  );
}
