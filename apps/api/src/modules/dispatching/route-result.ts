import type { VroomSolution } from '../../platform/vrp/vroom-types';
import { missingSkills } from './job-rules';
import type { BuiltProblem, PlanJob, PlanTechnician } from './route-problem';
import type { TravelMatrix } from './travel-time';

/** Pure: a solver's answer as each technician's ordered stops, drive totals and reasons for unplaced jobs. */

export interface RouteStop {
  jobId: string;
  /** Seconds from the planned day's midnight. */
  arrival: number;
}

export interface TechnicianRoute {
  technicianId: string;
  stops: RouteStop[];
  driveSeconds: number;
  driveMetres: number;
}

export interface PlanOutcome {
  routes: TechnicianRoute[];
  unplaced: Array<{ jobId: string; reason: string }>;
}

/** Drive time and distance of visiting `path` (matrix indexes) in order. */
export function pathTotals(path: number[], matrix: TravelMatrix) {
  let seconds = 0;
  let metres = 0;
  for (let i = 1; i < path.length; i++) {
    seconds += matrix.durations[path[i - 1]][path[i]];
    metres += matrix.distances[path[i - 1]][path[i]];
  }
  return { seconds, metres };
}

export function readSolution(
  built: BuiltProblem,
  solution: VroomSolution,
  technicians: PlanTechnician[],
  jobs: PlanJob[],
  matrix: TravelMatrix,
): PlanOutcome {
  const jobIndex = new Map(jobs.map((j, i) => [j.id, technicians.length + i]));
  const routes: TechnicianRoute[] = solution.routes.map((route) => {
    const technicianId = built.vehicleIds.get(route.vehicle)!;
    const stops = route.steps
      .filter((s) => s.type === 'job')
      // The planned arrival is when the work starts: after any wait for the booked time or window.
      .map((s) => ({
        jobId: built.jobIds.get((s.id ?? s.job)!)!,
        arrival: s.arrival + (s.waiting_time ?? 0),
      }));
    const start = technicians.findIndex((t) => t.id === technicianId);
    const totals = pathTotals([start, ...stops.map((s) => jobIndex.get(s.jobId)!)], matrix);
    return { technicianId, stops, driveSeconds: totals.seconds, driveMetres: totals.metres };
  });
  const unplaced = solution.unassigned.map((u) => {
    const job = jobs.find((j) => j.id === built.jobIds.get(u.id))!;
    return { jobId: job.id, reason: unplacedReason(job, technicians, routes, matrix, jobIndex.get(job.id)!) };
  });
  return { routes, unplaced };
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`;

/**
 * Why a job could not be placed, checked in order: its own technician or a skilled one missing, its
 * arrival window out of every skilled technician's reach, their job limits, else their full days.
 */
export function unplacedReason(
  job: PlanJob,
  technicians: PlanTechnician[],
  routes: TechnicianRoute[],
  matrix: TravelMatrix,
  jobIndex: number,
): string {
  const pool = job.technicianId ? technicians.filter((t) => t.id === job.technicianId) : technicians;
  if (!pool.length) return 'Its technician is not working that day';
  const skilled = pool.filter((t) => missingSkills(t.skills, job.requiredSkills).length === 0);
  if (!skilled.length)
    return `No technician has the skill${job.requiredSkills.length > 1 ? 's' : ''}: ${job.requiredSkills.join(', ')}`;
  const reachable = skilled.filter((t) => {
    const i = technicians.indexOf(t);
    const begin = Math.max(t.workStart, t.availableFrom);
    const arrival = begin + matrix.durations[i][jobIndex];
    const start = job.window ? Math.max(arrival, job.window[0]) : arrival;
    return (!job.window || arrival <= job.window[1]) && start + job.service <= t.workEnd;
  });
  if (!reachable.length) {
    if (job.window && job.window[0] === job.window[1])
      return `No skilled technician can be there at its booked time ${clock(job.window[0])} and finish within their working day`;
    return job.window
      ? `No skilled technician can arrive between ${clock(job.window[0])} and ${clock(job.window[1])} and finish within their working day`
      : 'No skilled technician can reach it and finish within their working day';
  }
  const withRoom = reachable.filter((t) => {
    const route = routes.find((r) => r.technicianId === t.id);
    return (route?.stops.length ?? 0) < t.maxTasks;
  });
  if (!withRoom.length) return 'Every skilled technician is at capacity (max jobs) that day';
  return job.window && job.window[0] === job.window[1]
    ? `Its booked time ${clock(job.window[0])} overlaps the skilled technicians’ other work that day`
    : 'No room left in the skilled technicians’ working day for its duration and arrival window';
}
