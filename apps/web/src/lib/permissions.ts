import type { AuthUser } from '@tradeworks/contracts/auth';
import { hasAccess, type AccessLevel, type FeatureArea } from '@tradeworks/contracts/permissions';
import { useCurrentUser } from '@/lib/current-user';

/** A permission key of the navigation: a feature area, or the platform-level super admin flag. */
export type PermissionKey = FeatureArea | 'super_admin';

/** Whether the user has `level` (view or edit) on `key`. Super admins have everything (DESIGN.md §5). */
export function canAccess(
  user: AuthUser | undefined | null,
  key: PermissionKey,
  level: AccessLevel = 'view',
): boolean {
  if (!user) return false;
  if (user.is_super_admin) return true;
  if (key === 'super_admin') return false;
  return hasAccess(user.permissions ?? {}, key, level);
}

/** `useCan('invoices', 'edit')` — drives buttons and menu items from the access table. */
export function useCan(key: PermissionKey, level: AccessLevel = 'view'): boolean {
  const { data } = useCurrentUser();
  return canAccess(data, key, level);
}
