import { z } from 'zod';
import { refineSignOff, signOffFields } from './job-sign-off';
import { optionalText } from './catalogue-fields';
import { jobEquipmentSchema } from './equipment';
import { locationRefSchema } from './service-locations';
import { pageQuerySchema } from './paging';
import { latitudeSchema, longitudeSchema, skillsSchema } from './technicians';

/** Service jobs and assignments (spec part 2 §3–§5, §9): statuses, the status machine, bodies, answers. */

export const JOB_STATUSES = ['pending', 'assigned', 'in-progress', 'completed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_PRIORITIES = ['low', 'medium', 'high', 'emergency'] as const;
export type JobPriority = (typeof JOB_PRIORITIES)[number];

/** Spec part 2 §9 "Jobs". */
export const MIN_JOB_DURATION = 15;
export const DEFAULT_JOB_DURATION = 120;

export const JOB_MESSAGES = {
  scheduledDateRequired: 'Scheduled date is required',
  durationMin: 'Duration must be at least 15 minutes',
  clientRequired: 'Client ID is required',
  jobRequired: 'Job ID is required',
  technicianRequired: 'Technician ID is required',
  serviceTypeRequired: 'Service type is required',
  windowOrder: 'The arrival window must end after it starts',
  windowPair: 'Give both the start and the end of the arrival window',
  assignSuccess: 'Job assigned successfully',
  assignFailed: 'Failed to assign job',
  optimizeSuccess: 'Routes Optimized',
  optimizeFailed: 'Failed to optimize routes',
} as const;

/**
 * The status machine (enforced on the server, 409 otherwise): pending → assigned (assign) → in-progress
 * (start) → completed (complete); pending/assigned → cancelled; assigned → pending (unassign); cancelled →
 * pending (reopen, by those who may cancel).
 */
export const JOB_ACTIONS = ['assign', 'start', 'complete', 'cancel', 'unassign', 'reopen'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];
const TRANSITIONS: Record<JobAction, { from: readonly JobStatus[]; to: JobStatus }> = {
  assign: { from: ['pending'], to: 'assigned' },
  start: { from: ['assigned'], to: 'in-progress' },
  complete: { from: ['in-progress'], to: 'completed' },
  cancel: { from: ['pending', 'assigned'], to: 'cancelled' },
  unassign: { from: ['assigned'], to: 'pending' },
  reopen: { from: ['cancelled'], to: 'pending' },
};
export function jobActionTarget(action: JobAction): JobStatus {
  return TRANSITIONS[action].to;
}
export function canJobDo(status: JobStatus, action: JobAction): boolean {
  return TRANSITIONS[action].from.includes(status);
}
/** The transitions the job's current status allows, in the order the screens show them. */
export function allowedJobActions(status: JobStatus): JobAction[] {
  return JOB_ACTIONS.filter((action) => canJobDo(status, action));
}

/** A timestamp (ISO 8601 with offset) or a date (YYYY-MM-DD: noon of that day in the tenant's time zone). */
const instantSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success,
      message,
    );

const durationSchema = z.coerce
  .number({ error: JOB_MESSAGES.durationMin })
  .int(JOB_MESSAGES.durationMin)
  .min(MIN_JOB_DURATION, JOB_MESSAGES.durationMin)
  .max(24 * 60, 'Duration must be at most 1440 minutes');

const jobServiceSchema = z.object({
  serviceId: z.uuid({ error: 'Choose a service' }),
  quantity: z.coerce
    .number({ error: 'Quantity must be positive' })
    .positive('Quantity must be positive')
    .max(9999)
    .default(1),
});

const jobFieldsSchema = z.object({
  clientId: z.uuid({ error: JOB_MESSAGES.clientRequired }),
  /** One of the client's service locations; empty: the client's default (first active) location. */
  locationId: z.uuid({ error: "Choose one of the client's locations" }).nullish(),
  serviceType: optionalText(200),
  priority: z.enum(JOB_PRIORITIES, { error: `Priority must be one of: ${JOB_PRIORITIES.join(', ')}` }),
  scheduledDate: instantSchema(JOB_MESSAGES.scheduledDateRequired),
  estimatedDuration: durationSchema,
  /** Empty: the location's address and coordinates; a typed address is the job's own. */
  address: optionalText(300),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  description: optionalText(5000),
  notes: optionalText(5000),
  /**
   * Any time that day: the route optimiser may move the job. Otherwise its booked time is kept (or, with an
   * arrival window, a time inside the window).
   */
  anytime: z.boolean({ error: 'Any time must be true or false' }),
  windowStart: z.iso.datetime({ offset: true, error: 'Window start must be a date and time' }).nullish(),
  windowEnd: z.iso.datetime({ offset: true, error: 'Window end must be a date and time' }).nullish(),
  requiredSkills: skillsSchema,
  /** The catalogue services to perform; they become the lines of the job's invoice. */
  services: z.array(jobServiceSchema).max(20, 'At most 20 services'),
  /** The units at the job's location that the job works on (their history shows the job). */
  equipmentIds: z
    .array(z.uuid({ error: 'Equipment must be ids' }), { error: 'Equipment must be a list of ids' })
    .max(50, 'At most 50 units')
    .transform((ids) => [...new Set(ids)]),
  /** Ignored: copied from the client record. */
  clientName: z.string().nullish(),
});

function windowRule(body: { windowStart?: string | null; windowEnd?: string | null }, ctx: z.RefinementCtx) {
  const { windowStart, windowEnd } = body;
  if (windowStart === undefined && windowEnd === undefined) return;
  if (!windowStart !== !windowEnd) {
    ctx.addIssue({
      code: 'custom',
      path: [windowStart ? 'windowEnd' : 'windowStart'],
      message: JOB_MESSAGES.windowPair,
    });
  } else if (windowStart && windowEnd && Date.parse(windowEnd) <= Date.parse(windowStart)) {
    ctx.addIssue({ code: 'custom', path: ['windowEnd'], message: JOB_MESSAGES.windowOrder });
  }
}

/** POST /api/service-jobs — a new job is pending; the service type defaults to the first service's name. */
export const serviceJobCreateSchema = jobFieldsSchema
  .extend({
    priority: jobFieldsSchema.shape.priority.default('medium'),
    estimatedDuration: durationSchema.default(DEFAULT_JOB_DURATION),
    requiredSkills: skillsSchema.default([]),
    anytime: jobFieldsSchema.shape.anytime.default(false),
    services: jobFieldsSchema.shape.services.default([]),
    equipmentIds: jobFieldsSchema.shape.equipmentIds.default([]),
  })
  .superRefine((body, ctx) => {
    windowRule(body, ctx);
    if (!body.serviceType && body.services.length === 0)
      ctx.addIssue({ code: 'custom', path: ['serviceType'], message: JOB_MESSAGES.serviceTypeRequired });
  });
export type ServiceJobCreateBody = z.input<typeof serviceJobCreateSchema>;
export type ServiceJobCreateData = z.output<typeof serviceJobCreateSchema>;

/** PATCH /api/service-jobs/{id} — details only; status moves through the action routes. */
export const serviceJobUpdateSchema = jobFieldsSchema.partial().superRefine(windowRule);
export type ServiceJobUpdateBody = z.input<typeof serviceJobUpdateSchema>;
export type ServiceJobUpdateData = z.output<typeof serviceJobUpdateSchema>;

/** POST /api/service-jobs/{jobId}/assign (spec part 2 §7). */
export const assignJobSchema = z.object({
  technicianId: z.uuid({ error: JOB_MESSAGES.technicianRequired }),
  scheduledDate: instantSchema(JOB_MESSAGES.scheduledDateRequired),
  estimatedDuration: durationSchema.default(DEFAULT_JOB_DURATION),
  notes: optionalText(5000),
});
export type AssignJobBody = z.input<typeof assignJobSchema>;
export type AssignJobData = z.output<typeof assignJobSchema>;

/** POST /api/service-jobs/{id}/complete — the notes and, when there is one, the customer's sign-off. */
export const completeJobSchema = z
  .object({ notes: optionalText(5000), ...signOffFields })
  .superRefine(refineSignOff);

/** POST /api/service-jobs/{id}/cancel — why, optional; kept on the job and in its activity. */
export const cancelJobSchema = z.object({
  reason: optionalText(1000, 'Reason must be at most 1000 characters'),
});

const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
const dayOrInstant = z
  .string()
  .trim()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success,
    'Must be a date',
  );

export const serviceJobListQuerySchema = pageQuerySchema.extend({
  status: z.enum(JOB_STATUSES).optional(),
  priority: z.enum(JOB_PRIORITIES).optional(),
  technicianId: z.uuid().optional(),
  clientId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  /** Scheduled on or after (a date: from the start of that day in the tenant's time zone). */
  from: dayOrInstant.optional(),
  /** Scheduled on or before (a date: to the end of that day). */
  to: dayOrInstant.optional(),
  unassigned: booleanQuery.optional(),
});
export type ServiceJobListQuery = z.infer<typeof serviceJobListQuerySchema>;

export const serviceJobServiceSchema = z.object({
  serviceId: z.string(),
  name: z.string(),
  basePrice: z.string(),
  quantity: z.string(),
});

export const serviceJobSchema = z.object({
  id: z.string(),
  jobNumber: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  locationId: z.string(),
  serviceType: z.string(),
  priority: z.enum(JOB_PRIORITIES),
  status: z.enum(JOB_STATUSES),
  technicianId: z.string().nullable(),
  technicianName: z.string().nullable(),
  agreementId: z.string().nullable(),
  scheduledDate: z.string(),
  estimatedDuration: z.number(),
  address: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  anytime: z.boolean(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  requiredSkills: z.array(z.string()),
  routeOrder: z.number().nullable(),
  plannedArrival: z.string().nullable(),
  unplacedReason: z.string().nullable(),
  /** Why the job was cancelled (the reason given with Cancel Job); cleared when it is reopened. */
  cancellationReason: z.string().nullable(),
  /** When the client replied C to the visit's confirmation or reminder text (null again once it moves). */
  clientConfirmedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  invoiceId: z.string().nullable(),
  /** The transitions the current status allows (the screens show exactly these). */
  allowedActions: z.array(z.enum(JOB_ACTIONS)),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ServiceJob = z.output<typeof serviceJobSchema>;

export const serviceJobDetailSchema = serviceJobSchema.extend({
  services: z.array(serviceJobServiceSchema),
  location: locationRefSchema,
  /** The active units at the job's location (and any the job is linked to), `linked` when it works on them. */
  equipment: z.array(jobEquipmentSchema),
});
export type ServiceJobDetail = z.output<typeof serviceJobDetailSchema>;
