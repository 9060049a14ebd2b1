import type {
  OptimizeRoutesData,
  OptimizeRoutesResult,
  PlannedStop,
  TechnicianPlan,
} from '@tradeworks/contracts/dispatching';
import type { Location } from '../../platform/vrp/vroom-types';
import { efficiencyImprovement, baselineDrive } from './route-baseline';
import { buildRouteProblem, planLocations, type PlanJob, type PlanTechnician } from './route-problem';
import { readSolution } from './route-result';
import type { RouteSolver } from './route-solver';
import type { JobWithTechnician } from './service-jobs.repository';
import type { TechnicianWithLoad } from './technicians.repository';
import type { TravelTimeProvider } from './travel-time';
import { isoOrNull } from '../../http/iso-or-null';

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

/** One job change Apply makes (and Undo reverses). Times are ISO instants. */
export interface JobWrite {
  jobId: string;
  jobNumber: string;
  /** Set when the plan gives the job a technician (a pending job is assigned). */
  technicianId: string | null;
  technicianName: string | null;
  routeOrder: number | null;
  plannedArrival: string | null;
  /** A job without a fixed time (any time, or a window) is booked at its planned arrival. */
  scheduledDate: string | null;
  unplacedReason: string | null;
  newlyAssigned: boolean;
}

export interface Proposal {
  result: Pick<OptimizeRoutesResult, 'message' | 'efficiencyImprovement' | 'plan'>;
  writes: JobWrite[];
  placed: number;
}

interface DayInput {
  technicians: PlanTechnician[];
  jobs: PlanJob[];
  rows: Map<string, JobWithTechnician>;
  inProgress: Map<string, JobWithTechnician>;
  noLocation: JobWithTechnician[];
  previousOrder: Map<string, string[]>;
}

/**
 * A job's arrival constraint: its arrival window; else, unless the client takes it any time that day, its
 * booked time (the technician may arrive early and wait, the work starts at the booked time).
 */
function arrivalWindow(job: JobWithTechnician, rel: (d: Date) => number): [number, number] | null {
  if (job.windowStart && job.windowEnd) return [rel(job.windowStart), rel(job.windowEnd)];
  if (job.anytime) return null;
  const booked = rel(job.scheduledDate);
  return [booked, booked];
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
      window: arrivalWindow(j, rel),
      requiredSkills: j.requiredSkills,
      priority: j.priority,
      technicianId: kept ? j.technicianId : null,
    });
  }
  return { technicians, jobs, rows, inProgress, noLocation, previousOrder };
}

/**
 * Plans a day team-wide — which technician does which job in what order within booked times, arrival windows,
 * working windows, skills and max jobs — and answers the plan with the job changes it needs. Writes nothing.
 */
export async function proposeRoutes(input: {
  data: OptimizeRoutesData;
  date: string;
  day: { start: Date; end: Date };
  now: Date;
  techRows: TechnicianWithLoad[];
  jobRows: JobWithTechnician[];
  travel: TravelTimeProvider;
  solver: RouteSolver;
}): Promise<Proposal> {
  const { day, techRows, date } = input;
  const dayInput = describeDay(techRows, input.jobRows, day.start, input.now, input.data.assignPending);
  const matrix = await input.travel.matrix(planLocations(dayInput.technicians, dayInput.jobs));
  const built = buildRouteProblem(dayInput.technicians, dayInput.jobs, matrix);
  const solution =
    dayInput.jobs.length && dayInput.technicians.length
      ? await input.solver.solve(built.problem, {
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
  const outcome = readSolution(built, solution, dayInput.technicians, dayInput.jobs, matrix);
  const startIndex = new Map(dayInput.technicians.map((t, i) => [t.id, i]));
  const jobIndex = new Map(dayInput.jobs.map((j, i) => [j.id, dayInput.technicians.length + i]));
  const baseline = baselineDrive(outcome.routes, startIndex, jobIndex, dayInput.previousOrder, matrix);
  const planSeconds = outcome.routes.reduce((sum, r) => sum + r.driveSeconds, 0);

  const at = (seconds: number) => new Date(day.start.getTime() + seconds * 1000);
  const techName = new Map(techRows.map((t) => [t.id, t.name]));
  const routes: TechnicianPlan[] = [];
  const writes: JobWrite[] = [];
  let placed = 0;
  for (const route of outcome.routes) {
    if (!route.stops.length) continue;
    const busy = dayInput.inProgress.get(route.technicianId);
    const offset = busy ? 1 : 0;
    const stops: PlannedStop[] = [];
    const name = techName.get(route.technicianId) ?? '';
    if (busy) {
      const since = busy.startedAt ?? busy.scheduledDate;
      writes.push(write(busy, { routeOrder: 1, plannedArrival: since.toISOString() }));
      stops.push(toStop(busy, 1, since));
    }
    for (const [i, stop] of route.stops.entries()) {
      const job = dayInput.rows.get(stop.jobId)!;
      const arrival = at(stop.arrival);
      const order = i + 1 + offset;
      const movable = job.anytime || (job.windowStart !== null && job.windowEnd !== null);
      if (job.status === 'pending') placed++;
      writes.push(
        write(job, {
          technicianId: route.technicianId,
          technicianName: name,
          routeOrder: order,
          plannedArrival: arrival.toISOString(),
          scheduledDate: movable ? arrival.toISOString() : null,
          newlyAssigned: job.status === 'pending',
        }),
      );
      stops.push(toStop({ ...job, status: 'assigned' }, order, arrival));
    }
    routes.push({
      technicianId: route.technicianId,
      technicianName: name,
      stops,
      driveMinutes: Math.round(route.driveSeconds / 60),
      driveKm: Math.round(route.driveMetres / 100) / 10,
    });
  }
  const unplaced = [
    ...outcome.unplaced.map((u) => ({ row: dayInput.rows.get(u.jobId)!, reason: u.reason })),
    ...dayInput.noLocation.map((row) => ({ row, reason: 'Its address has no map coordinates' })),
  ];
  // A job already promised to a technician stays theirs, flagged; a pending one stays unassigned.
  for (const { row, reason } of unplaced) writes.push(write(row, { unplacedReason: reason }));
  const improvement = efficiencyImprovement(baseline.seconds, planSeconds);
  const message = `Planned ${routes.reduce((n, r) => n + r.stops.length, 0)} jobs for ${routes.length} technician${
    routes.length === 1 ? '' : 's'
  }${placed ? ` (${placed} newly assigned)` : ''}${unplaced.length ? `; ${unplaced.length} could not be placed` : ''}.`;
  return {
    placed,
    writes,
    result: {
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
    },
  };
}

function write(job: JobWithTechnician, change: Partial<JobWrite>): JobWrite {
  return {
    jobId: job.id,
    jobNumber: job.jobNumber,
    technicianId: null,
    technicianName: null,
    routeOrder: null,
    plannedArrival: null,
    scheduledDate: null,
    unplacedReason: null,
    newlyAssigned: false,
    ...change,
  };
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
