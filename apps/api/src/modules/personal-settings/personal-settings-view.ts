import { DEFAULT_PERSONAL_SETTINGS, type PersonalSettings } from '@tradeworks/contracts/personal-settings';
import type { userSettings } from '../../db/schema';

/** The stored row as the settings screen reads it; a user who never saved gets the defaults. */
export function toSettings(row: typeof userSettings.$inferSelect | undefined): PersonalSettings {
  if (!row) return DEFAULT_PERSONAL_SETTINGS;
  const { theme, compactView, pushNotifications, emailUpdates, businessHours } = row;
  const defaultServiceDuration = row.defaultServiceDuration as PersonalSettings['defaultServiceDuration'];
  return { theme, compactView, pushNotifications, emailUpdates, defaultServiceDuration, businessHours };
}
