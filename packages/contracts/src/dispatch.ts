import { z } from 'zod';
import type { JobPriority, JobStatus } from './service-jobs';

/** Dispatch board (spec part 2 "Field dispatching", §7 "Dispatch"): stat cards, route optimiser, tracking. */

/** GET /api/dispatch/summary — the four stat cards, counted in SQL. */
export interface DispatchSummary {
  pendingJobs: number;
  activeJobs: number;
  availableTechnicians: number;
  emergencyJobs: number;
}

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
  })
  .default({ assignPending: true });
export type OptimizeRoutesBody = z.input<typeof optimizeRoutesSchema>;
export type OptimizeRoutesData = z.output<typeof optimizeRoutesSchema>;

export interface PlannedStop {
  jobId: string;
  jobNumber: string;
  clientName: string;
  address: string | null;
  priority: JobPriority;
  status: JobStatus;
  routeOrder: number;
  plannedArrival: string;
  /** Minutes; the job's estimated duration. */
  serviceMinutes: number;
  windowStart: string | null;
  windowEnd: string | null;
}

export interface TechnicianPlan {
  technicianId: string;
  technicianName: string;
  stops: PlannedStop[];
  driveMinutes: number;
  driveKm: number;
}

export interface UnplacedJob {
  jobId: string;
  jobNumber: string;
  clientName: string;
  reason: string;
}

export interface OptimizePlan {
  date: string;
  routes: TechnicianPlan[];
  unplaced: UnplacedJob[];
  /** Drive minutes of the plan before optimising (or of a nearest-neighbour plan) and of the new plan. */
  baselineDriveMinutes: number;
  driveMinutes: number;
  baseline: 'previous' | 'nearest-neighbour';
}

export interface OptimizeRoutesResult {
  message: string;
  /** Percentage of drive time saved against the baseline, one decimal. */
  efficiencyImprovement: number;
  plan: OptimizePlan;
}

/** GET /api/service-jobs/{id}/track — the job's technician and their stops of that day. */
export interface JobTracking {
  jobId: string;
  jobNumber: string;
  status: JobStatus;
  technician: { id: string; name: string; status: string; phone: string | null } | null;
  date: string;
  stops: PlannedStop[];
}
