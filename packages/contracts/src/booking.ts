import { z } from 'zod';
import { clientFieldsSchema } from './clients';
import { optionalText } from './catalogue-fields';
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
export type BookingSettingsPatchBody = z.input<typeof bookingSettingsPatchSchema>;

// ---- The public booking page -----------------------------------------------------------------------------

/** GET /api/public/{tenant}/booking/services */
export const publicBookingServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.number(),
  /** "from $X": a decimal string, or null for no price shown. */
  priceFrom: z.string().nullable(),
  /** Emergency: no windows, "call us" on `phone`. */
  callUs: z.boolean(),
});
export const publicBookingPageSchema = z.object({
  organizationName: z.string(),
  /** IANA zone: every window is shown on the organization's clock, labelled with it. */
  timeZone: z.string(),
  phone: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  daysAhead: z.number(),
  services: z.array(publicBookingServiceSchema),
});
export type PublicBookingPage = z.output<typeof publicBookingPageSchema>;
export type PublicBookingService = z.output<typeof publicBookingServiceSchema>;

/** GET /api/public/{tenant}/booking/slots */
export const bookingSlotsQuerySchema = z.object({
  serviceId: z.uuid({ error: 'Choose a service' }),
  postalCode: z.string().trim().max(20).optional(),
  /** First local day (YYYY-MM-DD); default tomorrow. */
  from: z.iso.date({ error: 'From must be a date (YYYY-MM-DD)' }).optional(),
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(BOOKING_MAX_DAYS_AHEAD, `Days must be at most ${BOOKING_MAX_DAYS_AHEAD}`)
    .optional(),
});
export type BookingSlotsQuery = z.output<typeof bookingSlotsQuerySchema>;

/** An arrival window; `start`/`end` are instants, `day` the organization's local date it falls on. */
export const bookingSlotSchema = z.object({ start: z.string(), end: z.string(), day: z.string() });
export type BookingSlot = z.output<typeof bookingSlotSchema>;
export const bookingSlotsSchema = z.object({ timeZone: z.string(), slots: z.array(bookingSlotSchema) });
export type BookingSlots = z.output<typeof bookingSlotsSchema>;

const leadContact = clientFieldsSchema.pick({ firstName: true, lastName: true, email: true, phone: true });
const leadAddress = clientFieldsSchema.pick({
  address: true,
  address2: true,
  city: true,
  state: true,
  zipCode: true,
});

/** Campaign parameters from the booking page's URL (utm_*), and where the widget was embedded. */
const campaignValue = z.string().trim().max(200);
export const leadOriginSchema = z.object({
  source: z
    .enum(['web_booking', 'widget'], { error: 'Source must be web_booking or widget' })
    .default('web_booking'),
  pageUrl: z.url({ error: 'Page must be a web address' }).max(500).nullish(),
  campaign: z
    .object({
      utm_source: campaignValue,
      utm_medium: campaignValue,
      utm_campaign: campaignValue,
      utm_term: campaignValue,
      utm_content: campaignValue,
    })
    .partial()
    .strict()
    .default({}),
});

/** Bot traps: `website` is a hidden field people leave empty; `startedAt` when the form was shown (ms). */
export const formGuardSchema = z.object({
  website: z.string().max(200).optional(),
  startedAt: z.number({ error: 'Reload the page and try again' }).int().nonnegative(),
});

/** POST /api/public/{tenant}/booking */
export const publicBookingBodySchema = z.object({
  serviceId: z.uuid({ error: 'Choose a service' }),
  slotStart: z.iso.datetime({ error: 'Choose an offered time', offset: true }),
  client: leadContact,
  address: leadAddress,
  notes: optionalText(2000),
  origin: leadOriginSchema.default({ source: 'web_booking', campaign: {} }),
  guard: formGuardSchema,
});
export type PublicBookingBody = z.input<typeof publicBookingBodySchema>;
export type PublicBookingData = z.output<typeof publicBookingBodySchema>;

export const publicBookingResultSchema = z.object({
  reference: z.string(),
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  awaitingConfirmation: z.boolean(),
  message: z.string(),
});
export type PublicBookingResult = z.output<typeof publicBookingResultSchema>;

/** The 409 answer when the window was just taken: the next free ones. */
export const bookingTakenSchema = z.object({ message: z.string(), nextSlots: z.array(bookingSlotSchema) });
