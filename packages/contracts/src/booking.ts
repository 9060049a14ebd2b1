import { z } from 'zod';
import { optionalPhone } from './phone';

/** Online booking (issue 32): the organization's settings and the public booking page's bodies and answers. */

export const BOOKING_DEFAULTS = {
  enabled: false,
  daysAhead: 14,
  requireConfirmation: false,
  holidays: [] as string[],
  phone: null as string | null,
};
export const BOOKING_MAX_DAYS_AHEAD = 60;

export const BOOKING_MESSAGES = {
  daysAhead: `Days ahead must be a whole number from 1 to ${BOOKING_MAX_DAYS_AHEAD}`,
  holiday: 'Holidays must be dates (YYYY-MM-DD)',
  slotTaken: 'That time was just taken. Please choose another one.',
  slotNotOffered: 'That time is not offered. Please choose one of the times shown.',
  serviceNotBookable: 'That service cannot be booked online.',
  tooFast: 'Please take a moment to check your details and send again.',
  dailyCap: 'We already have several bookings from you today. Please call us instead.',
  booked: 'Booked! We sent a confirmation to your e-mail.',
  awaitingConfirmation: 'Thanks! We received your booking and will confirm it shortly.',
} as const;

/** GET/PATCH /api/admin/booking. */
export const bookingSettingsSchema = z.object({
  enabled: z.boolean(),
  daysAhead: z.number(),
  requireConfirmation: z.boolean(),
  holidays: z.array(z.string()),
  phone: z.string().nullable(),
  /** The public page's address part (the tenant's slug): /book/{slug}. */
  slug: z.string(),
  updatedAt: z.string().nullable(),
});
export type BookingSettings = z.output<typeof bookingSettingsSchema>;

export const bookingSettingsPatchSchema = z
  .object({
    enabled: z.boolean({ error: 'Enabled must be true or false' }),
    daysAhead: z
      .number({ error: BOOKING_MESSAGES.daysAhead })
      .int(BOOKING_MESSAGES.daysAhead)
      .min(1, BOOKING_MESSAGES.daysAhead)
      .max(BOOKING_MAX_DAYS_AHEAD, BOOKING_MESSAGES.daysAhead),
    requireConfirmation: z.boolean({ error: 'Require confirmation must be true or false' }),
    holidays: z
      .array(z.iso.date({ error: BOOKING_MESSAGES.holiday }), { error: BOOKING_MESSAGES.holiday })
      .max(100, 'At most 100 holidays')
      .transform((days) => [...new Set(days)].sort()),
    phone: optionalPhone(50),
  })
  .partial();
export type BookingSettingsPatch = z.output<typeof bookingSettingsPatchSchema>;
