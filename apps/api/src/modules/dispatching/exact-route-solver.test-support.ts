import type {
  SolveOptions,
  VroomProblem,
  VroomRoute,
  VroomSolution,
  VroomStep,
} from '../../platform/vrp/vroom-types';
import type { RouteSolver } from './route-solver';

/**
 * Test support (not a test file): an exact VRPTW solver for the handful of jobs in a test — every subset of
 * jobs per vehicle in every order, every split of jobs between vehicles — answering valid VROOM output.
 * Most priority placed first, then most jobs, then least travel. Stands in for platform/vrp in tests.
 */

interface Visit {
  order: number[];
  travel: number;
  arrivals: number[];
  waits: number[];
  end: number;
}

function simulate(problem: VroomProblem, v: number, order: number[]): Visit | null {
  const vehicle = problem.vehicles[v];
  const durations = problem.matrices!.car.durations;
  const [twStart, twEnd] = vehicle.time_window ?? [0, Number.MAX_SAFE_INTEGER];
  let t = twStart;
  let at = vehicle.start_index!;
  let travel = 0;
  const arrivals: number[] = [];
  const waits: number[] = [];
  for (const j of order) {
    const job = problem.jobs[j];
    const leg = durations[at][job.location_index!];
    t += leg;
    travel += leg;
    arrivals.push(t);
    const window = job.time_windows?.[0];
    let wait = 0;
    if (window) {
      if (t > window[1]) return null;
      wait = Math.max(0, window[0] - t);
    }
    waits.push(wait);
    t += wait + (job.service ?? 0);
    at = job.location_index!;
  }
  if (t > twEnd) return null;
  return { order, travel, arrivals, waits, end: t };
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]),
  );
}

function bestVisit(problem: VroomProblem, v: number, jobs: number[]): Visit | null {
  let best: Visit | null = null;
  for (const order of permutations(jobs)) {
    const visit = simulate(problem, v, order);
    if (visit && (!best || visit.travel < best.travel)) best = visit;
  }
  return best;
}

export function solveExactly(problem: VroomProblem): VroomSolution {
  const n = problem.jobs.length;
  const m = problem.vehicles.length;
  if (n > 7) throw new Error('The exact test solver takes at most 7 jobs');
  const can = (v: number, j: number) =>
    (problem.jobs[j].skills ?? []).every((s) => (problem.vehicles[v].skills ?? []).includes(s));
  const memo = new Map<string, Visit | null>();
  const visitOf = (v: number, jobs: number[]) => {
    const key = `${v}:${jobs.join(',')}`;
    if (!memo.has(key)) memo.set(key, bestVisit(problem, v, jobs));
    return memo.get(key)!;
  };
  let best: { score: [number, number, number]; visits: Array<Visit | null> } | null = null;
  const choice = new Array<number>(n).fill(-1);
  const total = (m + 1) ** n;
  for (let code = 0; code < total; code++) {
    let c = code;
    let ok = true;
    for (let j = 0; j < n; j++) {
      choice[j] = (c % (m + 1)) - 1;
      c = Math.floor(c / (m + 1));
      if (choice[j] >= 0 && !can(choice[j], j)) ok = false;
    }
    if (!ok) continue;
    const visits: Array<Visit | null> = [];
    let priority = 0;
    let placed = 0;
    let travel = 0;
    for (let v = 0; v < m && ok; v++) {
      const jobs = choice.map((x, j) => (x === v ? j : -1)).filter((j) => j >= 0);
      if (jobs.length > (problem.vehicles[v].max_tasks ?? Infinity)) ok = false;
      else if (!jobs.length) visits.push(null);
      else {
        const visit = visitOf(v, jobs);
        if (!visit) ok = false;
        else {
          visits.push(visit);
          placed += jobs.length;
          travel += visit.travel;
          priority += jobs.reduce((s, j) => s + (problem.jobs[j].priority ?? 0), 0);
        }
      }
    }
    if (!ok) continue;
    const score: [number, number, number] = [priority, placed, -travel];
    if (
      !best ||
      score[0] > best.score[0] ||
      (score[0] === best.score[0] &&
        (score[1] > best.score[1] || (score[1] === best.score[1] && score[2] > best.score[2])))
    )
      best = { score, visits };
  }
  return toSolution(problem, best?.visits ?? problem.vehicles.map(() => null));
}

function toSolution(problem: VroomProblem, visits: Array<Visit | null>): VroomSolution {
  const placed = new Set<number>();
  const routes: VroomRoute[] = [];
  visits.forEach((visit, v) => {
    if (!visit) return;
    const vehicle = problem.vehicles[v];
    const start = vehicle.time_window?.[0] ?? 0;
    const steps: VroomStep[] = [
      {
        type: 'start',
        location_index: vehicle.start_index,
        arrival: start,
        duration: 0,
        setup: 0,
        service: 0,
        waiting_time: 0,
      },
    ];
    let driven = 0;
    let service = 0;
    let waiting = 0;
    visit.order.forEach((j, k) => {
      const job = problem.jobs[j];
      placed.add(j);
      driven = visit.arrivals[k] - start - service - waiting;
      steps.push({
        type: 'job',
        id: job.id,
        job: job.id,
        location_index: job.location_index,
        arrival: visit.arrivals[k],
        duration: driven,
        setup: 0,
        service: job.service ?? 0,
        waiting_time: visit.waits[k],
      });
      service += job.service ?? 0;
      waiting += visit.waits[k];
    });
    const last = problem.jobs[visit.order[visit.order.length - 1]];
    steps.push({
      type: 'end',
      location_index: last.location_index,
      arrival: visit.end,
      duration: visit.travel,
      setup: 0,
      service: 0,
      waiting_time: 0,
    });
    routes.push({
      vehicle: vehicle.id,
      cost: visit.travel,
      setup: 0,
      service,
      duration: visit.travel,
      waiting_time: waiting,
      priority: visit.order.reduce((s, j) => s + (problem.jobs[j].priority ?? 0), 0),
      steps,
    });
  });
  const unassigned = problem.jobs
    .filter((_, j) => !placed.has(j))
    .map((job) => ({ id: job.id, type: 'job' as const, location_index: job.location_index }));
  const sum = (f: (r: VroomRoute) => number) => routes.reduce((s, r) => s + f(r), 0);
  return {
    code: 0,
    summary: {
      cost: sum((r) => r.cost),
      routes: routes.length,
      unassigned: unassigned.length,
      setup: 0,
      service: sum((r) => r.service),
      duration: sum((r) => r.duration),
      waiting_time: sum((r) => r.waiting_time),
      priority: sum((r) => r.priority),
      computing_times: { loading: 0, solving: 0, routing: 0 },
    },
    unassigned,
    routes,
  };
}

export const exactRouteSolver: RouteSolver = {
  async solve(problem: VroomProblem, _options: SolveOptions) {
    return solveExactly(problem);
  },
};
