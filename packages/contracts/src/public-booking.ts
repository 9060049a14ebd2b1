import { z } from 'zod';
import { BOOKING_MAX_DAYS_AHEAD } from './booking';
import { requiredPhone } from './phone';
import { optionalPostalCode, requiredPostalCode } from './postal-code';

/** The public booking page's and widget's bodies and answers (issue 32): no sign-in, the tenant by its slug. */

/** A form sent sooner than this after it was shown is refused (people read; scripts do not). */
export const BOOKING_MIN_FILL_MS = 3_000;
/** Bookings a day from one e-mail address or phone number. */
export const BOOKING_DAILY_CAP = 3;
export const BOOKING_SOURCES = ['web_booking', 'widget'] as const;
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export const PUBLIC_BOOKING_MESSAGES = {
  spam: 'Please take a moment to check your details and send again.',
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

export const slugParamsSchema = z.object({
  tenantSlug: z.string().max(100),
});

/** One bookable service as a visitor sees it. */
export const publicServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.number(),
  /** "from $X"; null shows no price. */
  priceFrom: z.string().nullable(),
  /** Emergency: call the organization instead of picking a window. */
  callUs: z.boolean(),
});

/** GET /api/public/{tenant}/booking/services. */
export const publicServicesSchema = z.object({
  organization: z.string(),
  /** The organization's clock: every window is shown on it, labelled. */
  timeZone: z.string(),
  phone: z.string().nullable(),
  daysAhead: z.number(),
  services: z.array(publicServiceSchema),
});
export type PublicServices = z.output<typeof publicServicesSchema>;

/** GET /api/public/{tenant}/booking/slots. */
export const publicSlotsQuerySchema = z.object({
  serviceId: z.uuid({ error: 'Choose a service' }),
  postalCode: optionalPostalCode(20),
  from: z.iso.date({ error: 'From must be a date (YYYY-MM-DD)' }).optional(),
  days: z.coerce
    .number({ error: `Days must be a whole number from 1 to ${BOOKING_MAX_DAYS_AHEAD}` })
    .int(`Days must be a whole number from 1 to ${BOOKING_MAX_DAYS_AHEAD}`)
    .min(1, `Days must be a whole number from 1 to ${BOOKING_MAX_DAYS_AHEAD}`)
    .max(BOOKING_MAX_DAYS_AHEAD, `Days must be a whole number from 1 to ${BOOKING_MAX_DAYS_AHEAD}`)
    .optional(),
});
export type PublicSlotsQuery = z.output<typeof publicSlotsQuerySchema>;

export const publicSlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** The organization's local date of the start. */
  day: z.string(),
});
export type PublicSlot = z.output<typeof publicSlotSchema>;

export const publicSlotsSchema = z.object({
  timeZone: z.string(),
  slots: z.array(publicSlotSchema),
});

const campaignSchema = z
  .object(
    Object.fromEntries(UTM_KEYS.map((k) => [k, optional(k, 200)])) as Record<
      (typeof UTM_KEYS)[number],
      ReturnType<typeof optional>
    >,
  )
  .partial()
  .transform((c) =>
    Object.fromEntries(Object.entries(c).filter((e): e is [string, string] => typeof e[1] === 'string')),
  );

/** Contact, address and where the visitor came from: shared by a booking and a request. */
const visitorFields = {
  client: z.object({
    firstName: text('First name', 100),
    lastName: text('Last name', 100),
    email: z
      .string({ error: 'Email is required' })
      .trim()
      .toLowerCase()
      .min(1, 'Email is required')
      .max(200, 'Email must be at most 200 characters')
      .pipe(z.email('Please enter a valid email address')),
    phone: requiredPhone('Phone is required', 50),
  }),
  address: z.object({
    address: text('Address', 200),
    address2: optional('Address line 2', 200),
    city: text('City', 100),
    state: text('State', 100),
    zipCode: requiredPostalCode('ZIP code is required', 20),
  }),
  /** Honeypot: a field people never see; anything in it marks a script. */
  website: z.string().max(500).optional(),
  /** When the form was shown (epoch ms), for the minimum fill time. */
  startedAt: z.number({ error: 'startedAt must be a number' }).int().nonnegative(),
  source: z.enum(BOOKING_SOURCES, { error: 'Source must be web_booking or widget' }).default('web_booking'),
  /** The page the widget is embedded in. */
  pageUrl: optional('Page address', 500),
  campaign: campaignSchema.optional(),
};

const visitorSchema = z.object(visitorFields);
/** Who a booking or request is from. */
export type PublicVisitor = z.output<typeof visitorSchema>;

/** POST /api/public/{tenant}/booking. */
export const publicBookingSchema = z.object({
  serviceId: z.uuid({ error: 'Choose a service' }),
  slotStart: z.iso.datetime({ offset: true, error: 'Choose one of the times shown' }),
  notes: optional('Notes', 2000),
  ...visitorFields,
});
export type PublicBookingBody = z.input<typeof publicBookingSchema>;
export type PublicBooking = z.output<typeof publicBookingSchema>;

export const publicBookingResultSchema = z.object({
  reference: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  timeZone: z.string(),
  /** scheduled: a job is on the calendar; awaiting_confirmation: the office confirms it first. */
  status: z.enum(['scheduled', 'awaiting_confirmation']),
  /** Only the technician's first name is ever shown to a visitor. */
  technician: z.string().nullable(),
  message: z.string(),
});
export type PublicBookingResult = z.output<typeof publicBookingResultSchema>;

export const PUBLIC_REQUEST_MESSAGE = 'Thanks! We received your request and will contact you shortly.';

/** POST /api/public/{tenant}/requests: when no window fits, or the service is quote-only. */
export const publicRequestSchema = visitorSchema.extend({
  serviceId: z.uuid({ error: 'Choose a service' }).nullish(),
  description: text('Description', 5000),
  preferredTimes: optional('Preferred times', 500),
});
export type PublicRequestBody = z.input<typeof publicRequestSchema>;
export type PublicRequest = z.output<typeof publicRequestSchema>;

export const publicRequestResultSchema = z.object({
  reference: z.string(),
  message: z.string(),
});
export type PublicRequestResult = z.output<typeof publicRequestResultSchema>;
