import { z } from 'zod';
import { dateInput, moneyInput, optionalText } from './catalogue-fields';
import { fieldMomentSchema, type FieldMomentBody } from './field-moment';
import { pageQuerySchema } from './paging';

/**
 * Timesheets (issue 35): travel and on-job time opened and closed by On my way / Start / Complete, a day's
 * clock-in / clock-out for the time not on a job, the office's week per technician with overtime, corrections
 * with a reason, week approval (locks the week), payroll CSV, and labour cost rates with effective dates.
 */

export const TIME_ENTRY_KINDS = ['travel', 'on_job', 'shift'] as const;
export type TimeEntryKind = (typeof TIME_ENTRY_KINDS)[number];
export const TIME_ENTRY_KIND_LABELS: Record<TimeEntryKind, string> = {
  travel: 'Travel',
  on_job: 'On job',
  shift: 'Clocked in',
};

/** At most this many days in one timesheet answer or export (a pay period is at most a month). */
export const TIMESHEET_MAX_DAYS = 62;

export const TIMESHEET_MESSAGES = {
  technicianRequired: 'Choose a technician',
  notLinked: 'Your account is not linked to a technician in this organization',
  range: 'The period must end on or after its start',
  rangeTooLong: `Choose a period of at most ${TIMESHEET_MAX_DAYS} days`,
  alreadyClockedIn: (since: string) => `You are already clocked in (since ${since})`,
  notClockedIn: 'You are not clocked in',
  endBeforeStart: 'The end must be after the start',
  reasonRequired: 'Say why the entry is corrected',
  approved: (weekStart: string) =>
    `The week of ${weekStart} is approved: its entries are locked (reopen the week to change them)`,
  notWeekStart: (day: string) => `A week starts on a ${day}`,
  alreadyApproved: (weekStart: string) => `The week of ${weekStart} is already approved`,
  notApproved: (weekStart: string) => `The week of ${weekStart} is not approved`,
  openEntries: 'Entries of this week are still running: clock out or complete the job first',
  officeOnly: 'Only the office corrects and approves timesheets',
  jobNotFound: 'Choose a job of this technician',
  kindMismatch: 'Time on a job is travel or on the job; clocked-in time has no job',
  rateNegative: 'Rate cannot be negative',
  ratePast: 'A new rate starts today or later: past costs keep the rates they had',
  rateTaken: (date: string) => `A rate already starts on ${date}`,
  rateInEffect: 'A rate already in effect is kept: add a new rate instead',
  weeklyHours: 'Weekly overtime starts after 1 to 168 hours',
  dailyHours: 'Daily overtime starts after 1 to 24 hours',
} as const;

/** POST /api/timesheets/clock-in and clock-out: the device's time of the tap and, if allowed, its position. */
export const clockSchema = fieldMomentSchema;
export type ClockBody = FieldMomentBody;

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/** PATCH /api/timesheets/{entryId}: a correction by the office, always with its reason (audited). */
export const timeEntryCorrectionSchema = z.object({
  startedAt: instant('Enter the start time').optional(),
  endedAt: instant('Enter the end time').nullish(),
  kind: z.enum(TIME_ENTRY_KINDS).optional(),
  notes: optionalText(500),
  reason: z
    .string({ error: TIMESHEET_MESSAGES.reasonRequired })
    .trim()
    .min(1, TIMESHEET_MESSAGES.reasonRequired)
    .max(500, 'Must be at most 500 characters'),
});
export type TimeEntryCorrectionBody = z.input<typeof timeEntryCorrectionSchema>;

/** POST /api/timesheets: an entry the office adds (a forgotten clock-in), with its reason. */
export const timeEntryCreateSchema = z.object({
  technicianId: z.uuid({ error: TIMESHEET_MESSAGES.technicianRequired }),
  kind: z.enum(TIME_ENTRY_KINDS, { error: 'Choose the kind of time' }),
  jobId: z.uuid().nullish(),
  startedAt: instant('Enter the start time'),
  endedAt: instant('Enter the end time'),
  notes: optionalText(500),
  reason: timeEntryCorrectionSchema.shape.reason,
});
export type TimeEntryCreateBody = z.input<typeof timeEntryCreateSchema>;

const periodFields = {
  from: dateInput('Enter the first day (YYYY-MM-DD)'),
  to: dateInput('Enter the last day (YYYY-MM-DD)'),
};

/** GET /api/timesheets?technicianId=&from=&to= (a technician's own timesheet needs no technicianId). */
export const timesheetQuerySchema = z.object({ technicianId: z.uuid().optional(), ...periodFields });
export type TimesheetQuery = z.output<typeof timesheetQuerySchema>;

/** GET /api/timesheets/summary?from=&to=: the team's totals for the period, one row per technician. */
export const timesheetSummaryQuerySchema = pageQuerySchema.extend(periodFields);
export type TimesheetSummaryQuery = z.output<typeof timesheetSummaryQuerySchema>;

/** GET /api/timesheets/export.csv?from=&to= */
export const timesheetExportQuerySchema = z.object(periodFields);

/** POST /api/timesheets/approve and /reopen */
export const timesheetWeekSchema = z.object({
  technicianId: z.uuid({ error: TIMESHEET_MESSAGES.technicianRequired }),
  weekStart: dateInput('Enter the first day of the week (YYYY-MM-DD)'),
});
export type TimesheetWeekBody = z.input<typeof timesheetWeekSchema>;

export const timeEntrySchema = z.object({
  id: z.string(),
  technicianId: z.string(),
  kind: z.enum(TIME_ENTRY_KINDS),
  jobId: z.string().nullable(),
  jobNumber: z.string().nullable(),
  startedAt: z.string(),
  /** null while it runs. */
  endedAt: z.string().nullable(),
  /** Whole minutes so far (to now while it runs). */
  minutes: z.number(),
  startLatitude: z.string().nullable(),
  startLongitude: z.string().nullable(),
  endLatitude: z.string().nullable(),
  endLongitude: z.string().nullable(),
  /** field: from the technician's taps; office: added by the office. */
  source: z.enum(['field', 'office']),
  notes: z.string().nullable(),
  correctionReason: z.string().nullable(),
  correctedAt: z.string().nullable(),
  /** In an approved week: no longer changed. */
  locked: z.boolean(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** Minutes per kind. Other = clocked-in time not spent travelling or on a job. */
export const timeTotalsSchema = z.object({
  travelMinutes: z.number(),
  onJobMinutes: z.number(),
  otherMinutes: z.number(),
  totalMinutes: z.number(),
});

export const timesheetDaySchema = timeTotalsSchema.extend({ date: z.string() });

export const timesheetWeekTotalsSchema = timeTotalsSchema.extend({
  weekStart: z.string(),
  regularMinutes: z.number(),
  overtimeMinutes: z.number(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
});

// ---- The organization's rule -------------------------------------------------------------------------

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const TIMESHEET_DEFAULTS = { weekStartsOn: 1, weeklyOvertimeHours: '40.00', dailyOvertimeHours: null };

/** GET/PUT /api/timesheets/settings: when a week starts and when overtime starts (weekly; daily optional). */
export const timesheetSettingsBodySchema = z.object({
  weekStartsOn: z.number().int().min(0, 'Choose a weekday').max(6, 'Choose a weekday'),
  weeklyOvertimeHours: z
    .union([z.number(), z.string()])
    .transform((v) => Number(v))
    .refine((n) => Number.isFinite(n) && n >= 1 && n <= 168, TIMESHEET_MESSAGES.weeklyHours)
    .transform((n) => n.toFixed(2)),
  dailyOvertimeHours: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v === '' || v === undefined || v === null ? null : Number(v)))
    .refine((n) => n === null || (Number.isFinite(n) && n >= 1 && n <= 24), TIMESHEET_MESSAGES.dailyHours)
    .transform((n) => (n === null ? null : n.toFixed(2))),
});

export const timesheetSettingsSchema = z.object({
  weekStartsOn: z.number(),
  weeklyOvertimeHours: z.string(),
  dailyOvertimeHours: z.string().nullable(),
});
export type TimesheetSettings = z.infer<typeof timesheetSettingsSchema>;

/** GET /api/timesheets: one technician's entries, days and weeks of the period. */
export const timesheetSchema = z.object({
  technician: z.object({ id: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  entries: z.array(timeEntrySchema),
  days: z.array(timesheetDaySchema),
  weeks: z.array(timesheetWeekTotalsSchema),
  rule: timesheetSettingsSchema,
});
export type Timesheet = z.infer<typeof timesheetSchema>;

export const timesheetSummaryRowSchema = timeTotalsSchema.extend({
  technicianId: z.string(),
  technicianName: z.string(),
  overtimeMinutes: z.number(),
  /** Weeks of the period that are approved, of all weeks touched by the period. */
  approvedWeeks: z.number(),
  weeks: z.number(),
  /** An entry still running (clocked in, travelling or on a job now). */
  running: z.boolean(),
});
export type TimesheetSummaryRow = z.infer<typeof timesheetSummaryRowSchema>;

/** The technician's own clock on /my-day. */
export const timeClockSchema = z.object({
  clockedInAt: z.string().nullable(),
  entry: timeEntrySchema.nullable(),
});
export type TimeClock = z.infer<typeof timeClockSchema>;

// ---- Labour cost rates -------------------------------------------------------------------------------

/** POST /api/timesheets/cost-rates: a technician's labour cost per hour from a date on (history kept). */
export const costRateCreateSchema = z.object({
  technicianId: z.uuid({ error: TIMESHEET_MESSAGES.technicianRequired }),
  hourlyRate: moneyInput({ negative: TIMESHEET_MESSAGES.rateNegative, required: 'Enter the hourly cost' }),
  effectiveFrom: dateInput('Enter the first day the rate applies (YYYY-MM-DD)'),
});

export const costRateQuerySchema = pageQuerySchema.extend({ technicianId: z.uuid().optional() });

export const costRateSchema = z.object({
  id: z.string(),
  technicianId: z.string(),
  technicianName: z.string(),
  hourlyRate: z.string(),
  effectiveFrom: z.string(),
  /** The day before the next rate starts; null for the latest. */
  effectiveTo: z.string().nullable(),
  /** Today's rate of this technician. */
  current: z.boolean(),
  createdAt: z.string(),
});
export type CostRate = z.infer<typeof costRateSchema>;

/** "7 h 05 min" */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

/** "7.08" — decimal hours to two places, as payroll systems import them. */
export function decimalHours(minutes: number): string {
  return (Math.round((minutes / 60) * 100) / 100).toFixed(2);
}

/** The answer of POST /api/timesheets/approve and /reopen. */
export const timesheetApprovalSchema = z.object({
  technicianId: z.string(),
  weekStart: z.string(),
  approved: z.boolean(),
});

/** The payroll CSV's columns, one row per technician and week of the period (hours to two decimals). */
export const PAYROLL_CSV_COLUMNS = [
  'Technician',
  'Email',
  'Week start',
  'Period from',
  'Period to',
  'Regular hours',
  'Overtime hours',
  'Travel hours',
  'On-job hours',
  'Other hours',
  'Total hours',
  'Approved',
  'Approved by',
] as const;
