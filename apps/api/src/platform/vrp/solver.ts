/**
 * The VRPTW solver: VROOM problem in, VROOM solution out; no database, no HTTP, no clock except its budget.
 * 1. Construction by regret-3 insertion.
 * 2. Local search (relocate, swap, 2-opt*, or-opt, 2-opt) to a local optimum.
 * 3. Ruin and recreate (SISR string removal + greedy blink insertion) under simulated annealing, with the
 *    local search polishing every new best solution.
 * The objective is VROOM's: place as many jobs as possible (higher priority first), then least travel time.
 */
import { regretInsert } from './insertion';
import { localSearch } from './local-search';
import { compileProblem, type Model } from './model';
import { createRng } from './prng';
import { recreate, ruinRandom, ruinStrings } from './ruin-recreate';
import { Route } from './route-state';
import { buildSolution } from './solution-output';
import type { SolveOptions, VroomProblem, VroomSolution } from './vroom-types';

export const DEFAULT_SEED = 1;
/** Share of iterations that remove random jobs instead of adjacent strings. */
const RANDOM_RUIN = 0.1;

/** Default budget: 80 ms per job, at least 1 s and at most 8 s (100 jobs answer within 10 s). */
export function defaultTimeBudgetMs(jobs: number): number {
  return Math.min(8_000, Math.max(1_000, jobs * 80));
}

/** Default iterations: enough for Solomon-size problems to settle well inside the default time budget. */
export function defaultIterations(jobs: number): number {
  return Math.max(1_500, jobs * 250);
}

function totalCost(routes: Route[], unassigned: number[], model: Model): number {
  let cost = 0;
  for (const r of routes) cost += r.cost;
  for (const j of unassigned) cost += model.penalty[j];
  return cost;
}

export function solveVrp(problem: VroomProblem, options: SolveOptions = {}): VroomSolution {
  const started = performance.now();
  const model = compileProblem(problem);
  const loadingMs = performance.now() - started;
  const { n, m } = model;
  const budget = options.timeBudgetMs ?? defaultTimeBudgetMs(n);
  const deadline = started + budget;
  const iterations = options.iterations ?? defaultIterations(n);
  const rng = createRng(options.seed ?? DEFAULT_SEED);

  const routes = Array.from({ length: m }, (_, v) => new Route(model, v));
  const routeOf = new Int32Array(n).fill(-1);
  if (m === 0 || n === 0)
    return buildSolution(
      problem,
      model,
      routes.map(() => []),
      Array.from({ length: n }, (_, j) => j),
      0,
      loadingMs,
    );

  const byPriority = Array.from({ length: n }, (_, j) => j);
  let unassigned = regretInsert(routes, byPriority, routeOf, 3, model);
  localSearch(routes, routeOf, rng, deadline);
  let cost = totalCost(routes, unassigned, model);
  let best = routes.map((r) => r.jobs);
  let bestUnassigned = [...unassigned];
  let bestCost = cost;

  // Temperatures relative to the mean travel leg, as SISR's T0 = 100, Tf = 1 on Solomon distances.
  let legs = n;
  for (const r of routes) if (r.jobs.length) legs++;
  let travelled = 0;
  for (const r of routes) travelled += r.cost;
  const meanLeg = travelled / Math.max(1, legs) || 1;
  const hot = 7 * meanLeg;
  const cold = 0.07 * meanLeg;
  const ruinParams = { averageRemoved: Math.min(10, Math.max(3, Math.round(n / 4))), maxString: 10 };

  // Moves replace a route's job array instead of changing it, so keeping the arrays is a full snapshot.
  const saved: number[][] = routes.map((r) => r.jobs);
  // Cooling follows the iterations, so a run that ends on them is reproducible. A run that is behind at
  // half its time budget (a busy machine) switches to cooling by the clock so that it still ends cold.
  let progress = 0;
  let clockFrom = -1;
  for (let it = 0; it < iterations; it++) {
    if ((it & 15) === 0) {
      const now = performance.now();
      if (now > deadline) break;
      const timeShare = (now - started) / budget;
      if (clockFrom < 0 && timeShare >= 0.5 && timeShare > it / iterations) clockFrom = it / iterations;
      progress =
        clockFrom < 0
          ? it / iterations
          : Math.max(it / iterations, clockFrom + (1 - clockFrom) * (timeShare - 0.5) * 2);
    }
    const temperature = hot * Math.pow(cold / hot, clockFrom < 0 ? it / iterations : progress);
    for (let v = 0; v < m; v++) saved[v] = routes[v].jobs;
    const removed =
      rng() < RANDOM_RUIN
        ? ruinRandom(routes, routeOf, rng, ruinParams.averageRemoved)
        : ruinStrings(routes, routeOf, rng, ruinParams);
    const left = recreate(routes, [...removed, ...unassigned], routeOf, rng, 0.01);
    const candidate = totalCost(routes, left, model);
    if (candidate < cost - temperature * Math.log(rng())) {
      cost = candidate;
      unassigned = left;
      if (cost < bestCost - 1e-9) {
        localSearch(routes, routeOf, rng, deadline);
        cost = totalCost(routes, unassigned, model);
        bestCost = cost;
        best = routes.map((r) => r.jobs);
        bestUnassigned = [...unassigned];
      }
    } else {
      for (let v = 0; v < m; v++) {
        const r = routes[v];
        const before = saved[v];
        if (r.jobs === before) continue;
        r.jobs = before;
        r.refresh();
        for (const j of before) routeOf[j] = v;
      }
      for (const j of unassigned) routeOf[j] = -1;
    }
  }
  return buildSolution(
    problem,
    model,
    best,
    bestUnassigned,
    performance.now() - started - loadingMs,
    loadingMs,
  );
}
