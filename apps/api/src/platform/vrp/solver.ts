/**
 * The VRPTW solver: VROOM problem in, VROOM solution out; no database, no HTTP, no clock except its budget.
 * 1. Construction by regret-3 insertion (finished by cheapest insertion if the budget runs out meanwhile).
 * 2. Local search (relocate, swap, 2-opt*, or-opt, 2-opt) to a local optimum.
 * 3. Ruin and recreate (SISR string removal + greedy blink insertion) under simulated annealing, with the
 *    local search polishing every new best solution, starting from the routes changed since the last polish.
 * The objective is VROOM's: place as many jobs as possible (higher priority first), then least travel time.
 * The budget is iterations and CPU time of this thread (see search-budget.ts), with wall time as a last stop.
 */
import { regretInsert } from './insertion';
import { localSearch } from './local-search';
import { compileProblem } from './model';
import { createRng } from './prng';
import { recreate, ruinRandom, ruinStrings } from './ruin-recreate';
import { Route } from './route-state';
import { SearchBudget } from './search-budget';
import { buildSolution } from './solution-output';
import type { SolveOptions, VroomProblem, VroomSolution } from './vroom-types';

export const DEFAULT_SEED = 1;
/** Share of iterations that remove random jobs instead of adjacent strings. */
const RANDOM_RUIN = 0.1;

/**
 * Default iterations: 250 per job up to 100 jobs (where Solomon-size problems settle), growing with the
 * square of the size beyond, so that from about 150 jobs on the CPU budget, not the count, ends the search.
 */
export function defaultIterations(jobs: number): number {
  return Math.max(1_500, Math.round(jobs * 250 * Math.max(1, (jobs / 100) ** 2)));
}

/**
 * Default CPU budget of one search: 25 ms per job, more per job beyond 300 jobs, between 1 and 15 s.
 * With two searches (an idle two-core server) that is about 10 CPU seconds at 200 jobs, 27 at 400.
 */
export function defaultCpuBudgetMs(jobs: number): number {
  return Math.round(Math.min(15_000, Math.max(1_000, jobs * 25 * Math.max(1, jobs / 300))));
}

/**
 * Default wall-clock limit: only a backstop for a machine so loaded that the CPU budget would take far too
 * long to spend (the answer then comes from a shorter search); three times the CPU budget, at least 10 s.
 */
export function defaultTimeBudgetMs(jobs: number): number {
  return Math.max(10_000, 3 * defaultCpuBudgetMs(jobs));
}

function travelCost(routes: Route[]): number {
  let cost = 0;
  for (const r of routes) cost += r.cost;
  return cost;
}

function totalCost(routes: Route[], unassigned: number[], penalty: Float64Array): number {
  let cost = travelCost(routes);
  for (const j of unassigned) cost += penalty[j];
  return cost;
}

export function solveVrp(problem: VroomProblem, options: SolveOptions = {}): VroomSolution {
  const started = performance.now();
  const model = compileProblem(problem);
  const loadingMs = performance.now() - started;
  const { n, m } = model;
  const budget = new SearchBudget({
    iterations: options.iterations ?? defaultIterations(n),
    cpuMs: options.cpuBudgetMs ?? (options.iterations === undefined ? defaultCpuBudgetMs(n) : Infinity),
    wallMs: options.timeBudgetMs ?? defaultTimeBudgetMs(n),
  });
  const stop = () => budget.expired();
  const rng = createRng(options.seed ?? DEFAULT_SEED);
  const answer = (routes: number[][], unassigned: number[]) =>
    buildSolution(problem, model, routes, unassigned, performance.now() - started - loadingMs, loadingMs);

  const routes = Array.from({ length: m }, (_, v) => new Route(model, v));
  const routeOf = new Int32Array(n).fill(-1);
  if (m === 0 || n === 0)
    return answer(
      routes.map(() => []),
      Array.from({ length: n }, (_, j) => j),
    );

  const byPriority = Array.from({ length: n }, (_, j) => j);
  let unassigned = regretInsert(routes, byPriority, routeOf, 3, model, stop);
  localSearch(routes, routeOf, rng, stop);
  let bestCost = totalCost(routes, unassigned, model.penalty);
  let best = routes.map((r) => r.jobs);
  let bestUnassigned = [...unassigned];
  options.onBest?.(answer(best, bestUnassigned));

  // Temperatures relative to the mean travel leg, as SISR's T0 = 100, Tf = 1 on Solomon distances.
  let legs = n;
  for (const r of routes) if (r.jobs.length) legs++;
  let travelled = 0;
  for (const r of routes) travelled += r.cost;
  const meanLeg = travelled / Math.max(1, legs) || 1;
  const hot = 7 * meanLeg;
  const cold = 0.07 * meanLeg;
  const ruinParams = { averageRemoved: Math.min(10, Math.max(3, Math.round(n / 4))), maxString: 10 };
  let cost = totalCost(routes, unassigned, model.penalty);

  // Moves replace a route's job array instead of changing it, so keeping the arrays is a full snapshot.
  const saved: number[][] = routes.map((r) => r.jobs);
  // Routes changed since the last polish: the next polish starts from their jobs.
  const dirty = new Uint8Array(m);
  for (let it = 0; ; it++) {
    budget.iteration = it;
    if (budget.expired()) break;
    const temperature = hot * Math.pow(cold / hot, budget.progress());
    for (let v = 0; v < m; v++) saved[v] = routes[v].jobs;
    const removed =
      rng() < RANDOM_RUIN
        ? ruinRandom(routes, routeOf, rng, ruinParams.averageRemoved)
        : ruinStrings(routes, routeOf, rng, ruinParams);
    const left = recreate(routes, [...removed, ...unassigned], routeOf, rng, 0.01);
    const candidate = totalCost(routes, left, model.penalty);
    if (candidate < cost - temperature * Math.log(rng())) {
      cost = candidate;
      unassigned = left;
      for (let v = 0; v < m; v++) if (routes[v].jobs !== saved[v]) dirty[v] = 1;
      if (cost < bestCost - 1e-9) {
        const from: number[] = [];
        for (let v = 0; v < m; v++)
          if (dirty[v]) {
            for (const j of routes[v].jobs) from.push(j);
            dirty[v] = 0;
          }
        localSearch(routes, routeOf, rng, stop, from);
        cost = totalCost(routes, unassigned, model.penalty);
        bestCost = cost;
        best = routes.map((r) => r.jobs);
        bestUnassigned = [...unassigned];
        if (options.onBest) options.onBest(answer(best, bestUnassigned));
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
  return answer(best, bestUnassigned);
}
