import { z } from 'zod';
import { JOB_PRIORITIES, JOB_STATUSES } from './service-jobs';

/** Dispatch board (spec part 2 "Field dispatching", §7 "Dispatch"): stat cards, route optimiser, tracking. */

/** GET /api/dispatch/summary — the four stat cards, counted in SQL. */
export const dispatchSummarySchema = z.object({
  pendingJobs: z.number(),
  activeJobs: z.number(),
  availableTechnicians: z.number(),
  emergencyJobs: z.number(),
});
export type DispatchSummary = z.output<typeof dispatchSummarySchema>;

/** POST /api/dispatch/optimize-routes — the spec sends no body; these are optional. */
export const optimizeRoutesSchema = z
  .object({
    /** The day to plan (YYYY-MM-DD, tenant time zone); default today. */
    date: z.iso.date({ error: 'Date must be YYYY-MM-DD' }).optional(),
    technicianIds: z
      .array(z.uuid({ error: 'Technician ids must be ids' }))
      .max(200)
      .optional(),
    /** Also place the day's pending jobs (default true); otherwise only re-order assigned ones. */
    assignPending: z.boolean({ error: 'assignPending must be true or false' }).default(true),
    /**
     * Only propose: nothing changes until POST /api/dispatch/route-plans/{planId}/apply. Without it (the spec's
     * call) the plan is applied at once, and can still be undone.
     */
    preview: z.boolean({ error: 'preview must be true or false' }).default(false),
  })
  .default({ assignPending: true, preview: false });
export type OptimizeRoutesBody = z.input<typeof optimizeRoutesSchema>;
export type OptimizeRoutesData = z.output<typeof optimizeRoutesSchema>;

export const plannedStopSchema = z.object({
  jobId: z.string(),
  jobNumber: z.string(),
  clientName: z.string(),
  address: z.string().nullable(),
  priority: z.enum(JOB_PRIORITIES),
  status: z.enum(JOB_STATUSES),
  routeOrder: z.number(),
  plannedArrival: z.string(),
  /** Minutes on site: the job's estimated duration. */
  serviceMinutes: z.number(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
});
export type PlannedStop = z.output<typeof plannedStopSchema>;

export const technicianPlanSchema = z.object({
  technicianId: z.string(),
  technicianName: z.string(),
  stops: z.array(plannedStopSchema),
  driveMinutes: z.number(),
  driveKm: z.number(),
});
export type TechnicianPlan = z.output<typeof technicianPlanSchema>;

export const unplacedJobSchema = z.object({
  jobId: z.string(),
  jobNumber: z.string(),
  clientName: z.string(),
  reason: z.string(),
});

export const optimizePlanSchema = z.object({
  date: z.string(),
  routes: z.array(technicianPlanSchema),
  unplaced: z.array(unplacedJobSchema),
  /** Drive minutes of the plan before optimising (or of a nearest-neighbour plan) and of the new plan. */
  baselineDriveMinutes: z.number(),
  driveMinutes: z.number(),
  baseline: z.enum(['previous', 'nearest-neighbour']),
});

export const optimizeRoutesResultSchema = z.object({
  message: z.string(),
  /** Percentage of drive time saved against the baseline, one decimal. */
  efficiencyImprovement: z.number(),
  plan: optimizePlanSchema,
  /** The stored plan: apply it (a preview) or undo it (an applied plan, until `undoUntil`). */
  planId: z.string(),
  /** Whether the jobs were changed (false for a preview). */
  applied: z.boolean(),
  /** Until when Undo restores the day as it was before (applied plans only). */
  undoUntil: z.string().nullable(),
});
export type OptimizeRoutesResult = z.output<typeof optimizeRoutesResultSchema>;

/** POST /api/dispatch/route-plans/{id}/undo — how many jobs were put back as they were. */
export const routePlanUndoResultSchema = z.object({ message: z.string(), restoredJobs: z.number() });
export type RoutePlanUndoResult = z.output<typeof routePlanUndoResultSchema>;

/** GET /api/service-jobs/{id}/track — the job's technician and their stops of that day. */
export const jobTrackingSchema = z.object({
  jobId: z.string(),
  jobNumber: z.string(),
  status: z.enum(JOB_STATUSES),
  technician: z
    .object({ id: z.string(), name: z.string(), status: z.string(), phone: z.string().nullable() })
    .nullable(),
  date: z.string(),
  stops: z.array(plannedStopSchema),
});
export type JobTracking = z.output<typeof jobTrackingSchema>;
