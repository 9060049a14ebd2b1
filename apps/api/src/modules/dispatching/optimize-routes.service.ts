import type {
  OptimizeRoutesData,
  OptimizeRoutesResult,
  PlannedStop,
  TechnicianPlan,
} from '@tradeworks/contracts/dispatching';
import type { TenantScope } from '../../db/client';
import { newId } from '../../db/schema/columns';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Location } from '../../platform/vrp/vroom-types';
import { efficiencyImprovement, baselineDrive } from './route-baseline';
import { buildRouteProblem, planLocations, type PlanJob, type PlanTechnician } from './route-problem';
import { readSolution } from './route-result';
import { routeSolver, type RouteSolver } from './route-solver';
import {
  insertAssignment,
  listDayJobs,
  lockOpenJobsInDay,
  updateJobRow,
  type JobWithTechnician,
} from './service-jobs.repository';
import {
  existingTechnicianIds,
  listWorkingTechnicians,
  lockActiveTechnicians,
  type TechnicianWithLoad,
} from './technicians.repository';
import { dayBounds, localDate, tenantTimeZone } from '../../platform/tenant-clock';
import type { TravelTimeProvider } from './travel-time';
import { isoOrNull } from '../../http/iso-or-null';
import { DispatchingErrors } from './dispatching.errors';

/**
 * Solver budget per optimisation, in CPU time of each search so a busy server does not cut it short (small
 * days end sooner, on their iterations); the wall-clock limit only bounds the wait on a very loaded server.
 */
const SOLVE_CPU_MS = 3000;
const SOLVE_WALL_MS = 10_000;

const point = (lat: string | null, lon: string | null): Location | null =>
  lat !== null && lon !== null ? [Number(lon), Number(lat)] : null;
const secondsOfDay = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 3600 + m * 60;
};

interface DayInput {
  technicians: PlanTechnician[];
  jobs: PlanJob[];
  rows: Map<string, JobWithTechnician>;
  inProgress: Map<string, JobWithTechnician>;
  noLocation: JobWithTechnician[];
  previousOrder: Map<string, string[]>;
}

/** The day as the optimiser sees it: working technicians (pinned by work in progress) and open jobs. */
function describeDay(
  techRows: TechnicianWithLoad[],
  jobRows: JobWithTechnician[],
  dayStart: Date,
  now: Date,
  assignPending: boolean,
): DayInput {
  const rel = (d: Date) => Math.round((d.getTime() - dayStart.getTime()) / 1000);
  const inProgress = new Map<string, JobWithTechnician>();
  for (const j of jobRows)
    if (j.status === 'in-progress' && j.technicianId) inProgress.set(j.technicianId, j);
  const technicians: PlanTechnician[] = [];
  for (const t of techRows) {
    const busy = inProgress.get(t.id);
    const home = point(t.homeLatitude, t.homeLongitude) ?? point(t.latitude, t.longitude);
    const start = (busy && point(busy.latitude, busy.longitude)) || home;
    if (!start) continue;
    const expectedEnd = busy
      ? rel(new Date((busy.startedAt ?? busy.scheduledDate).getTime() + busy.estimatedDuration * 60_000))
      : 0;
    const inProgressCount = jobRows.filter(
      (j) => j.technicianId === t.id && j.status === 'in-progress',
    ).length;
    technicians.push({
      id: t.id,
      name: t.name,
      skills: t.skills,
      start,
      workStart: secondsOfDay(t.workStart),
      workEnd: secondsOfDay(t.workEnd),
      // Never plan an arrival in the past, nor before the job in progress should be done.
      availableFrom: Math.max(rel(now), expectedEnd, 0),
      maxTasks: t.maxJobs - inProgressCount,
    });
  }
  const working = new Set(technicians.map((t) => t.id));
  const jobs: PlanJob[] = [];
  const rows = new Map<string, JobWithTechnician>();
  const noLocation: JobWithTechnician[] = [];
  const previousOrder = new Map<string, string[]>();
  for (const j of jobRows) {
    const kept = j.status === 'assigned' && j.technicianId !== null && working.has(j.technicianId);
    if (!kept && !(assignPending && j.status === 'pending')) continue;
    const location = point(j.latitude, j.longitude);
    if (!location) {
      noLocation.push(j);
      continue;
    }
    rows.set(j.id, j);
    if (kept) previousOrder.set(j.technicianId!, [...(previousOrder.get(j.technicianId!) ?? []), j.id]);
    jobs.push({
      id: j.id,
      location,
      service: j.estimatedDuration * 60,
      window: j.windowStart && j.windowEnd ? [rel(j.windowStart), rel(j.windowEnd)] : null,
      requiredSkills: j.requiredSkills,
      priority: j.priority,
      technicianId: kept ? j.technicianId : null,
    });
  }
  return { technicians, jobs, rows, inProgress, noLocation, previousOrder };
}

/**
 * POST /api/dispatch/optimize-routes: plans a day team-wide — which technician does which job in what
 * order within arrival windows, working windows, skills and max jobs — saves route order and planned
 * arrivals, assigns what it placed and gives every job it could not place a reason. One transaction: the
 * day's jobs and technicians are locked so no assignment slips in between reading and saving.
 */
export function optimizeRoutes(
  options: TenantContext & { data: OptimizeRoutesData; travel: TravelTimeProvider; solver?: RouteSolver },
): Promise<OptimizeRoutesResult> {
  const { db, tenantId, userId, data, travel } = options;
  const solver = options.solver ?? routeSolver();
  return db.tenant({ tenantId, userId }, async (scope) => {
    const zone = await tenantTimeZone(scope);
    const now = new Date();
    const date = data.date ?? localDate(now, zone);
    const day = dayBounds(date, zone);
    if (data.technicianIds) {
      // Another tenant's (or an unknown) technician is a 404, as on assign, not silently left out.
      const known = await existingTechnicianIds(scope, data.technicianIds);
      if (data.technicianIds.some((id) => !known.has(id))) throw DispatchingErrors.technicianNotFound();
    }
    await lockDay(scope, day);
    const techRows = await listWorkingTechnicians(scope, day, data.technicianIds);
    const jobRows = await listDayJobs(scope, day, {
      statuses: ['pending', 'assigned', 'in-progress'],
    });
    const input = describeDay(techRows, jobRows, day.start, now, data.assignPending);
    const locations = planLocations(input.technicians, input.jobs);
    const matrix = await travel.matrix(locations);
    const built = buildRouteProblem(input.technicians, input.jobs, matrix);
    const solution =
      input.jobs.length && input.technicians.length
        ? await solver.solve(built.problem, {
            seed: 1,
            cpuBudgetMs: SOLVE_CPU_MS,
            timeBudgetMs: SOLVE_WALL_MS,
          })
        : {
            code: 0 as const,
            routes: [],
            unassigned: built.problem.jobs.map((j) => ({ id: j.id, type: 'job' as const })),
            summary: emptySummary(),
          };
    const outcome = readSolution(built, solution, input.technicians, input.jobs, matrix);
    const startIndex = new Map(input.technicians.map((t, i) => [t.id, i]));
    const jobIndex = new Map(input.jobs.map((j, i) => [j.id, input.technicians.length + i]));
    const baseline = baselineDrive(outcome.routes, startIndex, jobIndex, input.previousOrder, matrix);
    const planSeconds = outcome.routes.reduce((sum, r) => sum + r.driveSeconds, 0);

    const at = (seconds: number) => new Date(day.start.getTime() + seconds * 1000);
    const techName = new Map(techRows.map((t) => [t.id, t.name]));
    const routes: TechnicianPlan[] = [];
    let placed = 0;
    for (const route of outcome.routes) {
      if (!route.stops.length) continue;
      const busy = input.inProgress.get(route.technicianId);
      const offset = busy ? 1 : 0;
      const stops: PlannedStop[] = [];
      if (busy) {
        await updateJobRow(scope, busy.id, {
          routeOrder: 1,
          plannedArrival: busy.startedAt ?? busy.scheduledDate,
          unplacedReason: null,
        });
        stops.push(toStop(busy, 1, busy.startedAt ?? busy.scheduledDate));
      }
      for (const [i, stop] of route.stops.entries()) {
        const job = input.rows.get(stop.jobId)!;
        const arrival = at(stop.arrival);
        const order = i + 1 + offset;
        await updateJobRow(scope, job.id, {
          status: 'assigned',
          technicianId: route.technicianId,
          routeOrder: order,
          plannedArrival: arrival,
          unplacedReason: null,
        });
        if (job.status === 'pending') {
          placed++;
          await insertAssignment(scope, {
            jobId: job.id,
            technicianId: route.technicianId,
            scheduledDate: job.scheduledDate,
            estimatedDuration: job.estimatedDuration,
            notes: 'Planned by the route optimiser',
          });
          await recordAudit(scope, {
            entity: 'service_job',
            entityId: job.id,
            action: 'assign',
            summary: `Job ${job.jobNumber} assigned to ${techName.get(route.technicianId)} by route optimisation`,
            changes: {
              status: { from: 'pending', to: 'assigned' },
              technicianId: route.technicianId,
              routeOrder: order,
            },
          });
        }
        stops.push(toStop({ ...job, status: 'assigned' }, order, arrival));
      }
      routes.push({
        technicianId: route.technicianId,
        technicianName: techName.get(route.technicianId) ?? '',
        stops,
        driveMinutes: Math.round(route.driveSeconds / 60),
        driveKm: Math.round(route.driveMetres / 100) / 10,
      });
    }
    const unplaced = [
      ...outcome.unplaced.map((u) => ({ row: input.rows.get(u.jobId)!, reason: u.reason })),
      ...input.noLocation.map((row) => ({ row, reason: 'Its address has no map coordinates' })),
    ];
    for (const { row, reason } of unplaced) {
      // A job already promised to a technician stays theirs, flagged; a pending one stays unassigned.
      await updateJobRow(scope, row.id, { routeOrder: null, plannedArrival: null, unplacedReason: reason });
    }
    const improvement = efficiencyImprovement(baseline.seconds, planSeconds);
    const message = `Planned ${routes.reduce((n, r) => n + r.stops.length, 0)} jobs for ${routes.length} technician${
      routes.length === 1 ? '' : 's'
    }${placed ? ` (${placed} newly assigned)` : ''}${unplaced.length ? `; ${unplaced.length} could not be placed` : ''}.`;
    await recordAudit(scope, {
      entity: 'route_plan',
      entityId: newId(),
      action: 'optimize',
      summary: `Routes optimized for ${date}: ${placed} jobs assigned, ${improvement}% drive time saved`,
      changes: { date, technicians: routes.length, placed, unplaced: unplaced.length, improvement },
    });
    return {
      message,
      efficiencyImprovement: improvement,
      plan: {
        date,
        routes,
        unplaced: unplaced.map(({ row, reason }) => ({
          jobId: row.id,
          jobNumber: row.jobNumber,
          clientName: row.clientName,
          reason,
        })),
        baselineDriveMinutes: Math.round(baseline.seconds / 60),
        driveMinutes: Math.round(planSeconds / 60),
        baseline: baseline.kind,
      },
    };
  });
}

async function lockDay(scope: TenantScope, day: { start: Date; end: Date }) {
  await lockOpenJobsInDay(scope, day);
  await lockActiveTechnicians(scope);
}

export function toStop(job: JobWithTechnician, routeOrder: number, arrival: Date): PlannedStop {
  return {
    jobId: job.id,
    jobNumber: job.jobNumber,
    clientName: job.clientName,
    address: job.address,
    priority: job.priority,
    status: job.status,
    routeOrder,
    plannedArrival: arrival.toISOString(),
    serviceMinutes: job.estimatedDuration,
    windowStart: isoOrNull(job.windowStart),
    windowEnd: isoOrNull(job.windowEnd),
  };
}

function emptySummary() {
  return {
    cost: 0,
    routes: 0,
    unassigned: 0,
    setup: 0,
    service: 0,
    duration: 0,
    waiting_time: 0,
    priority: 0,
    computing_times: { loading: 0, solving: 0, routing: 0 },
  };
}
