import { z } from 'zod';
import { jobEquipmentSchema } from './equipment';
import { fieldMomentSchema } from './field-moment';
import { completeWithSignOffSchema } from './job-sign-off';
import { JOB_PRIORITIES, JOB_STATUSES } from './service-jobs';
import { TECHNICIAN_STATUSES } from './technicians';

/**
 * The technician's day (/my-day, DESIGN §6 "technician in the field"): their own jobs of today in route
 * order, the three field actions and the live change feed the office screens poll (the offline queue's
 * idempotency header is contracts/idempotency.ts).
 */

/** The field actions, in the order the technician does them. */
export const MY_DAY_ACTIONS = ['en-route', 'start', 'complete'] as const;
export type MyDayAction = (typeof MY_DAY_ACTIONS)[number];

export const MY_DAY_ACTION_LABELS: Record<MyDayAction, string> = {
  'en-route': 'On my way',
  start: 'Start',
  complete: 'Complete',
};

export const MY_DAY_MESSAGES = {
  notLinked:
    'Your account is not linked to a technician in this organization. Ask an administrator to link you on the technician’s page in Field Dispatching.',
  noJobs: 'No jobs for you today.',
  pendingSync: 'Pending sync',
} as const;

/**
 * POST /api/my-day/jobs/{id}/complete — the technician's notes and the customer's sign-off, with the tap's time
 * and position (the offline queue sends it later).
 */
export const myDayCompleteSchema = completeWithSignOffSchema;

/** POST /api/my-day/jobs/{id}/en-route and /start — the tap's time and position (both optional). */
export const myDayActionSchema = fieldMomentSchema;

const isoOrNull = z.string().nullable();

export const myDayJobSchema = z.object({
  id: z.string(),
  jobNumber: z.string(),
  status: z.enum(JOB_STATUSES),
  priority: z.enum(JOB_PRIORITIES),
  clientName: z.string(),
  /** The client's phone (tel: link). */
  clientPhone: z.string().nullable(),
  serviceType: z.string(),
  /** The service location: its name, access notes (gate code) and on-site contact. */
  locationName: z.string(),
  accessNotes: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  scheduledDate: z.string(),
  estimatedDuration: z.number(),
  windowStart: isoOrNull,
  windowEnd: isoOrNull,
  routeOrder: z.number().nullable(),
  plannedArrival: isoOrNull,
  enRouteAt: isoOrNull,
  startedAt: isoOrNull,
  completedAt: isoOrNull,
  /** What the technician may do now (the server's rules; the page shows exactly these). */
  allowedActions: z.array(z.enum(MY_DAY_ACTIONS)),
  /** The units at the job's location (and those the job works on, `linked`), with their warranty ends. */
  equipment: z.array(jobEquipmentSchema),
  updatedAt: z.string(),
});
export type MyDayJob = z.infer<typeof myDayJobSchema>;

/** GET /api/my-day — technician null when the signed-in user is not linked to one in this tenant. */
export const myDaySchema = z.object({
  /** Today in the tenant's time zone, YYYY-MM-DD. */
  date: z.string(),
  timeZone: z.string(),
  technician: z.object({ id: z.string(), name: z.string(), status: z.enum(TECHNICIAN_STATUSES) }).nullable(),
  /** When the technician clocked in (their running shift, POST /api/timesheets/clock-in); null when clocked out. */
  clockedInAt: z.string().nullable(),
  jobs: z.array(myDayJobSchema),
});
export type MyDay = z.infer<typeof myDaySchema>;

/** GET /api/service-jobs/changes?since= */
export const jobChangesQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: 'since must be a cursor from an earlier answer' }).optional(),
});

export const JOB_CHANGE_ENTITIES = ['service_job', 'technician', 'route_plan'] as const;

export const jobChangeSchema = z.object({
  /** The audit entry's id: a client that sees an id twice (the feed overlaps) skips it. */
  id: z.string(),
  entity: z.enum(JOB_CHANGE_ENTITIES),
  entityId: z.string(),
  action: z.string(),
  at: z.string(),
});

export const jobChangesSchema = z.object({
  /** Send as `since` next time. */
  cursor: z.string(),
  changes: z.array(jobChangeSchema),
  /** More changes than one answer holds: ask again at once. */
  more: z.boolean(),
});
export type JobChanges = z.infer<typeof jobChangesSchema>;
