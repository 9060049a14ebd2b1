/**
 * The solver finds the optimum of small problems: every assignment of ≤ 7 jobs to 2 vehicles (or to
 * nobody) in every order is enumerated with an evaluator written independently of the solver, and the
 * solver must match the best (placed priority, placed count, then travel time).
 */
import { describe, expect, it } from 'vitest';
import { createRng, randomInt, type Rng } from './prng';
import { solveVrp } from './solver';
import { validateSolution } from './validate-solution';
import type { VroomProblem } from './vroom-types';

interface Score {
  priority: number;
  count: number;
  cost: number;
}

function routeCost(problem: VroomProblem, v: number, jobs: number[]): number | null {
  const vehicle = problem.vehicles[v];
  const durations = problem.matrices!.car.durations;
  if (jobs.length > (vehicle.max_tasks ?? Infinity)) return null;
  const load = jobs.reduce((sum, j) => sum + (problem.jobs[j].delivery?.[0] ?? 0), 0);
  if (load > (vehicle.capacity?.[0] ?? Infinity)) return null;
  let t = vehicle.time_window?.[0] ?? 0;
  let at = vehicle.start_index;
  let cost = 0;
  const leg = (to: number | undefined) => (at === undefined || to === undefined ? 0 : durations[at][to]);
  for (const j of jobs) {
    const job = problem.jobs[j];
    if ((job.skills ?? []).some((s) => !vehicle.skills?.includes(s))) return null;
    cost += leg(job.location_index);
    t += leg(job.location_index);
    const window = (job.time_windows ?? [[0, Infinity]]).find(([, end]) => end >= t);
    if (!window) return null;
    t = Math.max(t, window[0]) + (job.service ?? 0);
    at = job.location_index;
  }
  cost += leg(vehicle.end_index);
  t += leg(vehicle.end_index);
  return t > (vehicle.time_window?.[1] ?? Infinity) ? null : cost;
}

function better(a: Score, b: Score): boolean {
  if (a.priority !== b.priority) return a.priority > b.priority;
  if (a.count !== b.count) return a.count > b.count;
  return a.cost < b.cost - 1e-9;
}

/** Inserts each job in turn at every position of either route, or leaves it out: all plans, once each. */
function bruteForce(problem: VroomProblem): Score {
  const n = problem.jobs.length;
  const routes: number[][] = [[], []];
  let best: Score = { priority: -1, count: -1, cost: Infinity };
  const visit = (j: number) => {
    if (j === n) {
      const costs = routes.map((jobs, v) => routeCost(problem, v, jobs));
      if (costs.some((c) => c === null)) return;
      const placed = routes.flat();
      const score = {
        priority: placed.reduce((s, k) => s + (problem.jobs[k].priority ?? 0), 0),
        count: placed.length,
        cost: costs.reduce((s: number, c) => s + c!, 0),
      };
      if (better(score, best)) best = score;
      return;
    }
    visit(j + 1);
    for (const route of routes)
      for (let p = 0; p <= route.length; p++) {
        route.splice(p, 0, j);
        visit(j + 1);
        route.splice(p, 1);
      }
  };
  visit(0);
  return best;
}

function randomProblem(rng: Rng, jobs: number): VroomProblem {
  const points = Array.from({ length: jobs + 2 }, () => [randomInt(rng, 0, 60), randomInt(rng, 0, 60)]);
  const durations = points.map((a) => points.map((b) => Math.round(Math.hypot(a[0] - b[0], a[1] - b[1]))));
  return {
    vehicles: [
      {
        id: 1,
        start_index: 0,
        end_index: 0,
        capacity: [randomInt(rng, 6, 12)],
        time_window: [0, 240],
        skills: [1],
      },
      {
        id: 2,
        start_index: 1,
        ...(rng() < 0.5 ? { end_index: 1 } : {}),
        capacity: [randomInt(rng, 6, 12)],
        time_window: [randomInt(rng, 0, 40), 260],
        skills: [2],
        max_tasks: randomInt(rng, 2, 4),
      },
    ],
    jobs: Array.from({ length: jobs }, (_, j) => {
      const open = randomInt(rng, 0, 180);
      const windows: [number, number][] = [[open, open + randomInt(rng, 15, 90)]];
      if (rng() < 0.3) windows.push([open + 120, open + 150]);
      return {
        id: 100 + j,
        location_index: j + 2,
        service: randomInt(rng, 0, 20),
        delivery: [randomInt(rng, 1, 4)],
        time_windows: rng() < 0.85 ? windows : undefined,
        skills: rng() < 0.25 ? [randomInt(rng, 1, 2)] : undefined,
        priority: rng() < 0.2 ? randomInt(rng, 1, 50) : undefined,
      };
    }),
    matrices: { car: { durations } },
  };
}

describe('VRP solver against brute force', () => {
  const rng = createRng(20261123);
  const cases = Array.from({ length: 24 }, (_, i) => randomProblem(rng, i < 12 ? 5 + (i % 2) : 7));
  it.each(cases.map((problem, i) => [i, problem] as const))('instance %i: optimal plan', (_, problem) => {
    const optimum = bruteForce(problem);
    const solution = solveVrp(problem, { seed: 7, iterations: 1500, timeBudgetMs: 20_000 });
    const check = validateSolution(problem, solution);
    expect(check.problems).toEqual([]);
    const placed = solution.routes.flatMap((r) => r.steps.filter((s) => s.type === 'job'));
    const priority = placed.reduce(
      (s, step) => s + (problem.jobs.find((j) => j.id === step.id)!.priority ?? 0),
      0,
    );
    expect({ priority, count: placed.length, cost: solution.summary.cost }).toEqual(optimum);
  });

  it('leaves a job unassigned rather than break a window, and says so', () => {
    const problem: VroomProblem = {
      vehicles: [{ id: 1, start_index: 0, end_index: 0, time_window: [0, 100] }],
      jobs: [
        { id: 1, location_index: 1, time_windows: [[0, 10]] },
        { id: 2, location_index: 2, time_windows: [[0, 10]] },
      ],
      matrices: {
        car: {
          durations: [
            [0, 5, 5],
            [5, 0, 50],
            [5, 50, 0],
          ],
        },
      },
    };
    const solution = solveVrp(problem, { seed: 1, iterations: 200 });
    expect(solution.summary.unassigned).toBe(1);
    expect(solution.unassigned).toHaveLength(1);
    expect(solution.routes[0].steps.map((s) => s.type)).toEqual(['start', 'job', 'end']);
  });
});
