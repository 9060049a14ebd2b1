import { z } from 'zod';
import { optionalText, requiredText } from './catalogue-fields';
import { pageQuerySchema } from './paging';
import { optionalPhone } from './phone';

/** Technicians (spec part 2 §3–§5, §9): statuses, defaults, bodies, list query and answers. */

export const TECHNICIAN_STATUSES = ['available', 'busy', 'en-route', 'offline'] as const;
export type TechnicianStatus = (typeof TECHNICIAN_STATUSES)[number];

/** Spec part 2 §9 "Technician defaults". */
export const TECHNICIAN_DEFAULTS = {
  maxJobs: 4,
  currentJobs: 0,
  rating: '0.00',
  status: 'available',
} as const;

/** Working windows offered by the business-hours setting (spec part 2 §9). */
export const BUSINESS_HOURS_WINDOWS = {
  standard: { workStart: '08:00', workEnd: '17:00' },
  extended: { workStart: '07:00', workEnd: '19:00' },
  '24hours': { workStart: '00:00', workEnd: '23:59' },
} as const;

/**
 * The days of the week each business-hours setting is open (0 = Sunday … 6 = Saturday): standard hours are a
 * weekday business, extended hours add Saturday, 24 hours is every day. What the customer portal offers to book.
 */
export const BUSINESS_HOURS_DAYS: Record<keyof typeof BUSINESS_HOURS_WINDOWS, readonly number[]> = {
  standard: [1, 2, 3, 4, 5],
  extended: [1, 2, 3, 4, 5, 6],
  '24hours': [0, 1, 2, 3, 4, 5, 6],
};

/** The business-hours setting's window and days; an unknown or missing value is the spec's standard. */
export function businessHoursRule(setting: string | null | undefined) {
  const key = (
    setting && setting in BUSINESS_HOURS_WINDOWS ? setting : 'standard'
  ) as keyof typeof BUSINESS_HOURS_WINDOWS;
  return { ...BUSINESS_HOURS_WINDOWS[key], days: BUSINESS_HOURS_DAYS[key] };
}

export const TECHNICIAN_MESSAGES = {
  nameRequired: 'Name is required',
  email: 'Please enter a valid email address',
  rating: 'Rating must be between 0 and 5',
  maxJobs: 'Max jobs must be at least 1',
  currentJobs: 'Current jobs must be at least 0',
  time: 'Use the 24-hour format HH:MM',
  window: 'The working day must end after it starts',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  hasJobs: 'This technician has service jobs and cannot be deleted; deactivate them instead',
  userNotMember: 'That user is not a member of this organization',
  userTaken: 'That user is already linked to another technician',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;
export const timeOfDaySchema = z
  .string({ error: TECHNICIAN_MESSAGES.time })
  .trim()
  .regex(TIME, TECHNICIAN_MESSAGES.time)
  .transform((v) => v.slice(0, 5));

const coordinate = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v, ctx) => {
      if (v === '') return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n.toFixed(6);
    })
    .nullish();
export const latitudeSchema = coordinate(-90, 90, TECHNICIAN_MESSAGES.latitude);
export const longitudeSchema = coordinate(-180, 180, TECHNICIAN_MESSAGES.longitude);

/** Free tags: trimmed, empty ones dropped, duplicates (case-insensitive) removed. */
export const skillsSchema = z
  .union(
    [z.string().max(1000), z.array(z.string().trim().max(60, 'A skill is at most 60 characters')).max(30)],
    {
      error: 'Skills must be a list of text',
    },
  )
  .transform((input) => {
    const parts = (typeof input === 'string' ? input.split(',') : input).map((s) => s.trim()).filter(Boolean);
    const seen = new Set<string>();
    return parts.filter((s) => !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
  });

const technicianFieldsSchema = z.object({
  name: requiredText(TECHNICIAN_MESSAGES.nameRequired),
  email: z
    .union([z.literal(''), z.email({ error: TECHNICIAN_MESSAGES.email })], {
      error: TECHNICIAN_MESSAGES.email,
    })
    .nullish()
    .transform((v) => (v === '' ? null : v)),
  phone: optionalPhone(40),
  skills: skillsSchema,
  currentLocation: optionalText(200),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  homeAddress: optionalText(300),
  homeLatitude: latitudeSchema,
  homeLongitude: longitudeSchema,
  workStart: timeOfDaySchema,
  workEnd: timeOfDaySchema,
  status: z.enum(TECHNICIAN_STATUSES, { error: `Status must be one of: ${TECHNICIAN_STATUSES.join(', ')}` }),
  /** Counted from the technician's jobs on the server; accepted (≥ 0) and ignored. */
  currentJobs: z.coerce
    .number({ error: TECHNICIAN_MESSAGES.currentJobs })
    .int()
    .min(0, TECHNICIAN_MESSAGES.currentJobs),
  maxJobs: z.coerce
    .number({ error: TECHNICIAN_MESSAGES.maxJobs })
    .int(TECHNICIAN_MESSAGES.maxJobs)
    .min(1, TECHNICIAN_MESSAGES.maxJobs)
    .max(100, 'Max jobs must be at most 100'),
  rating: z.union([z.number(), z.string()], { error: TECHNICIAN_MESSAGES.rating }).transform((v, ctx) => {
    const n = Number(v);
    if (v === '' || !Number.isFinite(n) || n < 0 || n > 5) {
      ctx.addIssue({ code: 'custom', message: TECHNICIAN_MESSAGES.rating });
      return z.NEVER;
    }
    return n.toFixed(2);
  }),
  avatar: optionalText(1000),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  /** A member of the organization who is this technician (sees their own jobs). */
  userId: z.uuid({ error: 'Choose a team member' }).nullish(),
});

function windowOrder(body: { workStart?: string; workEnd?: string }, ctx: z.RefinementCtx) {
  if (body.workStart && body.workEnd && body.workEnd <= body.workStart)
    ctx.addIssue({ code: 'custom', path: ['workEnd'], message: TECHNICIAN_MESSAGES.window });
}

/** POST /api/technicians — defaults as spec; the working window defaults from business hours (server). */
export const technicianCreateSchema = technicianFieldsSchema
  .extend({
    skills: skillsSchema.default([]),
    status: technicianFieldsSchema.shape.status.default('available'),
    maxJobs: technicianFieldsSchema.shape.maxJobs.default(TECHNICIAN_DEFAULTS.maxJobs),
    rating: technicianFieldsSchema.shape.rating.default(TECHNICIAN_DEFAULTS.rating),
    isActive: technicianFieldsSchema.shape.isActive.default(true),
    currentJobs: technicianFieldsSchema.shape.currentJobs.optional(),
    workStart: timeOfDaySchema.optional(),
    workEnd: timeOfDaySchema.optional(),
  })
  .superRefine(windowOrder);
export type TechnicianCreateBody = z.input<typeof technicianCreateSchema>;
export type TechnicianCreateData = z.output<typeof technicianCreateSchema>;

/** PATCH /api/technicians/{id} */
export const technicianUpdateSchema = technicianFieldsSchema.partial().superRefine(windowOrder);
export type TechnicianUpdateBody = z.input<typeof technicianUpdateSchema>;
export type TechnicianUpdateData = z.output<typeof technicianUpdateSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

export const technicianListQuerySchema = pageQuerySchema.extend({
  status: z.enum(TECHNICIAN_STATUSES).optional(),
  isActive: booleanQuery.optional(),
  /** Only technicians who could take this job (active, not offline, skilled, under capacity that day). */
  forJob: z.uuid().optional(),
});
export type TechnicianListQuery = z.infer<typeof technicianListQuerySchema>;

export const technicianSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  skills: z.array(z.string()),
  currentLocation: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  homeAddress: z.string().nullable(),
  homeLatitude: z.string().nullable(),
  homeLongitude: z.string().nullable(),
  workStart: z.string(),
  workEnd: z.string(),
  status: z.enum(TECHNICIAN_STATUSES),
  /** Assigned or in-progress jobs scheduled today, counted in SQL on every read. */
  currentJobs: z.number(),
  maxJobs: z.number(),
  rating: z.string(),
  avatar: z.string().nullable(),
  isActive: z.boolean(),
  /** The team member who signs in as this technician (their /my-day), if linked. */
  userId: z.string().nullable(),
  /** That member's name (or e-mail when they have no name). */
  userName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Technician = z.output<typeof technicianSchema>;

/** GET /api/service-jobs/{id}/candidates — who could take the job at that time, and why not. */
export const jobCandidatesQuerySchema = z.object({
  /** The start being considered (the Assign dialog's date and time); the job's own when absent. */
  at: z.iso.datetime({ offset: true, error: 'At must be a date and time' }).optional(),
  duration: z.coerce.number().int().min(15).max(1440).optional(),
});
export const jobCandidateSchema = technicianSchema.extend({
  /** Why they cannot take it then ("off shift", "at capacity", "missing skill"), or null when they can. */
  unavailableReason: z.string().nullable(),
});
export type JobCandidate = z.output<typeof jobCandidateSchema>;

/** GET /api/technicians/linkable-users — team members to link to a technician, with their current link. */
export const linkableUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
});
export const linkableUserSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The technician this member is already linked to (one account, one technician), if any. */
  technicianId: z.string().nullable(),
  technicianName: z.string().nullable(),
});
export type LinkableUser = z.output<typeof linkableUserSchema>;

/** Rating to one decimal, or 'N/A' when missing (spec part 2 §2, §9). */
export function formatRating(rating: string | number | null | undefined): string {
  if (rating === null || rating === undefined || rating === '') return 'N/A';
  const n = Number(rating);
  return Number.isFinite(n) ? n.toFixed(1) : 'N/A';
}
