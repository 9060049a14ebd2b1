/**
 * An independent re-check of a VROOM solution against its problem, written without the solver's code
 * paths: every job at most once, skills, capacity, max tasks, time windows (several per job), vehicle
 * windows, and the reported arrival/waiting/duration figures. Tests and the benchmark use it; dispatch may.
 */
import type { VroomProblem, VroomSolution } from './vroom-types';

export interface SolutionCheck {
  ok: boolean;
  problems: string[];
  /** Total travel duration recomputed from the problem. */
  duration: number;
}

function travelTime(problem: VroomProblem, from: { index?: number; at?: [number, number] }, to: typeof from) {
  const matrix = problem.matrices ? (problem.matrices.car ?? Object.values(problem.matrices)[0]) : undefined;
  if (matrix)
    return from.index === undefined || to.index === undefined ? 0 : matrix.durations[from.index][to.index];
  if (!from.at || !to.at) return 0;
  return Math.hypot(from.at[0] - to.at[0], from.at[1] - to.at[1]);
}

export function validateSolution(
  problem: VroomProblem,
  solution: VroomSolution,
  tolerance = 1e-6,
): SolutionCheck {
  const problems: string[] = [];
  const jobsById = new Map(problem.jobs.map((job) => [job.id, job]));
  const vehiclesById = new Map(problem.vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const seen = new Set<number>();
  let total = 0;
  for (const route of solution.routes) {
    const vehicle = vehiclesById.get(route.vehicle);
    if (!vehicle) {
      problems.push(`unknown vehicle ${route.vehicle}`);
      continue;
    }
    const [open, close] = vehicle.time_window ?? [0, Infinity];
    const jobSteps = route.steps.filter((step) => step.type === 'job');
    if (jobSteps.length > (vehicle.max_tasks ?? Infinity))
      problems.push(`vehicle ${vehicle.id} over max_tasks`);
    const start = route.steps[0];
    if (start?.type !== 'start') problems.push(`vehicle ${vehicle.id}: route does not begin with start`);
    let t = Math.max(start?.arrival ?? open, open);
    if (t < open - tolerance) problems.push(`vehicle ${vehicle.id} leaves before its window`);
    let at = { index: vehicle.start_index, at: vehicle.start };
    let duration = 0;
    const load = (vehicle.capacity ?? []).map(() => 0);
    for (const step of jobSteps) {
      const job = jobsById.get(step.id!);
      if (!job) {
        problems.push(`unknown job ${step.id}`);
        continue;
      }
      if (seen.has(job.id)) problems.push(`job ${job.id} visited twice`);
      seen.add(job.id);
      for (const skill of job.skills ?? [])
        if (!vehicle.skills?.includes(skill))
          problems.push(`vehicle ${vehicle.id} lacks skill ${skill} for ${job.id}`);
      (vehicle.capacity ?? []).forEach(
        (_, d) => (load[d] += (job.delivery?.[d] ?? 0) + (job.pickup?.[d] ?? 0)),
      );
      const here = { index: job.location_index, at: job.location };
      const leg = travelTime(problem, at, here);
      duration += leg;
      const arrival = t + leg;
      if (Math.abs(arrival - step.arrival) > tolerance)
        problems.push(`job ${job.id}: arrival ${step.arrival} ≠ ${arrival}`);
      const windows = job.time_windows?.length ? job.time_windows : [[0, Infinity]];
      const window = windows.find(([, end]) => end >= arrival - tolerance);
      if (!window) {
        problems.push(`job ${job.id} reached at ${arrival} after its windows`);
        t = arrival + (job.service ?? 0);
      } else {
        const begin = Math.max(arrival, window[0]);
        if (Math.abs(begin - arrival - step.waiting_time) > tolerance)
          problems.push(`job ${job.id}: waiting ${step.waiting_time} ≠ ${begin - arrival}`);
        t = begin + (job.service ?? 0);
      }
      if (Math.abs(step.duration - duration) > tolerance) problems.push(`job ${job.id}: duration mismatch`);
      at = here;
    }
    const leg = travelTime(problem, at, { index: vehicle.end_index, at: vehicle.end });
    duration += leg;
    if (t + leg > close + tolerance)
      problems.push(`vehicle ${vehicle.id} finishes at ${t + leg} after ${close}`);
    (vehicle.capacity ?? []).forEach((cap, d) => {
      if (load[d] > cap + tolerance) problems.push(`vehicle ${vehicle.id} carries ${load[d]} > ${cap}`);
    });
    if (Math.abs(route.duration - duration) > tolerance)
      problems.push(`vehicle ${vehicle.id}: duration ${route.duration} ≠ ${duration}`);
    total += duration;
  }
  for (const unassigned of solution.unassigned) {
    if (seen.has(unassigned.id)) problems.push(`job ${unassigned.id} both routed and unassigned`);
    seen.add(unassigned.id);
  }
  if (seen.size !== problem.jobs.length) problems.push(`${problem.jobs.length - seen.size} jobs missing`);
  if (solution.summary.unassigned !== solution.unassigned.length)
    problems.push('summary.unassigned mismatch');
  if (Math.abs(solution.summary.duration - total) > tolerance * (1 + solution.routes.length))
    problems.push('summary.duration mismatch');
  return { ok: problems.length === 0, problems, duration: total };
}
