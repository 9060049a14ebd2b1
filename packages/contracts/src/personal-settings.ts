import { z } from 'zod';

export const THEME_OPTIONS = ['light', 'dark', 'system'] as const;
export const SERVICE_DURATION_OPTIONS = [1, 2, 4, 8] as const;
export const BUSINESS_HOURS_OPTIONS = [
  { value: 'standard', label: '8 AM - 5 PM (Standard)' },
  { value: 'extended', label: '7 AM - 7 PM (Extended)' },
  { value: '24hours', label: '24 Hours' },
] as const;

/** GET/PUT /api/me/settings — one user's personal settings, saved on the server. */
export const personalSettingsSchema = z.object({
  theme: z.enum(THEME_OPTIONS),
  compactView: z.boolean(),
  pushNotifications: z.boolean(),
  emailUpdates: z.boolean(),
  defaultServiceDuration: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(8)]),
  businessHours: z.enum(['standard', 'extended', '24hours']),
});
export type PersonalSettings = z.infer<typeof personalSettingsSchema>;

export const DEFAULT_PERSONAL_SETTINGS: PersonalSettings = {
  theme: 'light',
  compactView: false,
  pushNotifications: true,
  emailUpdates: true,
  defaultServiceDuration: 2,
  businessHours: 'standard',
};
