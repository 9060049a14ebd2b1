import { z } from 'zod';
import {
  JOB_MESSAGES,
  JOB_PRIORITIES,
  JOB_STATUSES,
  MIN_JOB_DURATION,
  serviceJobSchema,
} from './service-jobs';

/** Scheduling calendar (/scheduling): quick stats, conflicts, moving a job, shifting later visits. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isInstant = (v: string) => DATE.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success;

export const SCHEDULE_MESSAGES = {
  date: 'Date must be YYYY-MM-DD',
  from: 'From must be a date (YYYY-MM-DD) or a date and time',
  to: 'To must be a date (YYYY-MM-DD) or a date and time',
  range: 'To must not be before from',
  rangeTooLong: 'The range can be at most 62 days',
  durationStep: 'Duration must be in 15-minute steps',
  moved: 'Job rescheduled',
  moveFailed: 'Failed to reschedule job',
  shifted: 'Later visits shifted',
  shiftFailed: 'Failed to shift later visits',
  nothingToShift: 'No later visits need shifting',
} as const;

/** The longest range the conflicts endpoint checks at once (a month view with its leading/trailing days). */
export const MAX_SCHEDULE_RANGE_DAYS = 62;

/** GET /api/schedule/summary?date= — the day whose stats (default today in the tenant's time zone). */
export const scheduleSummaryQuerySchema = z.object({
  date: z.iso.date({ error: SCHEDULE_MESSAGES.date }).optional(),
});
export type ScheduleSummaryQuery = z.infer<typeof scheduleSummaryQuerySchema>;

export const scheduleSummarySchema = z.object({
  /** The day counted as "today" (tenant time zone). */
  date: z.string(),
  /**
   * The organization's time zone (IANA, e.g. America/Chicago; UTC when unset): the calendar draws and edits
   * times in it, whatever zone the browser is in.
   */
  timeZone: z.string(),
  /** Monday and Sunday of that day's week. */
  weekStart: z.string(),
  weekEnd: z.string(),
  todayJobs: z.number().int(),
  weekJobs: z.number().int(),
  emergenciesOpen: z.number().int(),
  unassigned: z.number().int(),
});
export type ScheduleSummary = z.infer<typeof scheduleSummarySchema>;

/** GET /api/schedule/conflicts?from=&to= — a date means the whole local day (from its start / to its end). */
export const scheduleConflictsQuerySchema = z.object({
  from: z.string({ error: SCHEDULE_MESSAGES.from }).trim().refine(isInstant, SCHEDULE_MESSAGES.from),
  to: z.string({ error: SCHEDULE_MESSAGES.to }).trim().refine(isInstant, SCHEDULE_MESSAGES.to),
});
export type ScheduleConflictsQuery = z.infer<typeof scheduleConflictsQuerySchema>;

/** Jobs per day the calendar read answers at most (`perDay`), and its default. */
export const MAX_CALENDAR_JOBS_PER_DAY = 500;
export const DEFAULT_CALENDAR_JOBS_PER_DAY = 200;

/**
 * GET /api/schedule/calendar?from=&to= — the calendar's jobs of a range of the tenant's days (at most 62), in
 * one request: each day's first `perDay` jobs by start time, and how many more each day holds. Cancelled
 * jobs only with `status=cancelled`.
 */
export const scheduleCalendarQuerySchema = z.object({
  from: z.iso.date({ error: SCHEDULE_MESSAGES.date }),
  to: z.iso.date({ error: SCHEDULE_MESSAGES.date }),
  technicianId: z.uuid().optional(),
  priority: z.enum(JOB_PRIORITIES).optional(),
  status: z.enum(JOB_STATUSES).optional(),
  perDay: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_CALENDAR_JOBS_PER_DAY)
    .default(DEFAULT_CALENDAR_JOBS_PER_DAY),
});
export type ScheduleCalendarQuery = z.output<typeof scheduleCalendarQuerySchema>;

/** A job as the calendar draws it (and its dialog opens): a tenth of the full job's size. */
export const scheduleJobSchema = serviceJobSchema.pick({
  id: true,
  jobNumber: true,
  clientName: true,
  serviceType: true,
  priority: true,
  status: true,
  technicianId: true,
  scheduledDate: true,
  estimatedDuration: true,
  address: true,
});
export type ScheduleJob = z.output<typeof scheduleJobSchema>;

export const scheduleCalendarSchema = z.object({
  jobs: z.array(scheduleJobSchema),
  /** Days holding more jobs than were sent (`perDay`): the day and how many were left out. */
  more: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type ScheduleCalendar = z.output<typeof scheduleCalendarSchema>;

export const CONFLICT_KINDS = ['overlap', 'window', 'hours'] as const;
export type ConflictKind = (typeof CONFLICT_KINDS)[number];

export const scheduleConflictSchema = z.object({
  kind: z.enum(CONFLICT_KINDS),
  jobId: z.string(),
  jobNumber: z.string(),
  scheduledDate: z.string(),
  technicianId: z.string().nullable(),
  technicianName: z.string().nullable(),
  /** The other job of an overlap. */
  otherJobId: z.string().nullable(),
  otherJobNumber: z.string().nullable(),
  message: z.string(),
});
export type ScheduleConflict = z.infer<typeof scheduleConflictSchema>;

const durationStepSchema = z.coerce
  .number({ error: JOB_MESSAGES.durationMin })
  .int(JOB_MESSAGES.durationMin)
  .min(MIN_JOB_DURATION, JOB_MESSAGES.durationMin)
  .max(24 * 60, 'Duration must be at most 1440 minutes')
  .refine((n) => n % 15 === 0, SCHEDULE_MESSAGES.durationStep);

/**
 * PATCH /api/schedule/jobs/{id} — a drop on the calendar or the job dialog: a new start, optionally another
 * technician (assigning a pending job or reassigning an assigned one) and a new duration. The same rules as
 * the assign and edit routes apply (skills, capacity that day, status machine).
 */
export const scheduleMoveSchema = z.object({
  scheduledDate: z
    .string({ error: JOB_MESSAGES.scheduledDateRequired })
    .trim()
    .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success, JOB_MESSAGES.scheduledDateRequired),
  technicianId: z.uuid({ error: JOB_MESSAGES.technicianRequired }).optional(),
  estimatedDuration: durationStepSchema.optional(),
});
export type ScheduleMoveBody = z.input<typeof scheduleMoveSchema>;
export type ScheduleMoveData = z.output<typeof scheduleMoveSchema>;

export const shiftedVisitSchema = z.object({
  jobId: z.string(),
  jobNumber: z.string(),
  from: z.string(),
  to: z.string(),
  /** The new start is after the end of the client's arrival window (the window itself is kept). */
  missesWindow: z.boolean(),
});
export type ShiftedVisit = z.infer<typeof shiftedVisitSchema>;

/** POST /api/schedule/jobs/{id}/shift-later — answers what moved. */
export const shiftLaterResultSchema = z.object({
  message: z.string(),
  /** When the late job ends (its completion, else its planned end): later visits start from here. */
  lateEnd: z.string(),
  shifted: z.array(shiftedVisitSchema),
});
export type ShiftLaterResult = z.infer<typeof shiftLaterResultSchema>;
