/**
 * Ruin: SISR's adjacent string removal (Christiaens & Vanden Berghe 2020). Around a random seed job, cut
 * short strings (or strings with a kept middle part, "split strings") out of a few neighbouring routes, so
 * the recreate step can rebuild a geographic region differently.
 * Recreate: greedy insertion with blinks in one of several sort orders.
 */
import { greedyInsert } from './insertion';
import { travel, type Model } from './model';
import { randomInt, shuffle, type Rng } from './prng';
import type { Route } from './route-state';

export interface RuinParams {
  /** Average number of jobs removed. */
  averageRemoved: number;
  /** Longest string cut from one route. */
  maxString: number;
}

export function ruinStrings(routes: Route[], routeOf: Int32Array, rng: Rng, params: RuinParams): number[] {
  const model = routes[0].model;
  let used = 0;
  let total = 0;
  for (const r of routes)
    if (r.jobs.length) {
      used++;
      total += r.jobs.length;
    }
  if (!total) return [];
  const seed = randomPlaced(routes, routeOf, rng, total);
  const stringMax = Math.min(params.maxString, total / used);
  const routesMax = (4 * params.averageRemoved) / (1 + stringMax) - 1;
  const routesToRuin = Math.floor(rng() * routesMax) + 1;
  const ruined = new Set<number>();
  const removed: number[] = [];
  const around = [seed, ...model.neighbours[seed]];
  for (const c of around) {
    if (ruined.size >= routesToRuin) break;
    const v = routeOf[c];
    if (v < 0 || ruined.has(v)) continue;
    ruined.add(v);
    const r = routes[v];
    const len = r.jobs.length;
    const length = randomInt(rng, 1, Math.max(1, Math.floor(Math.min(len, stringMax))));
    const at = r.jobs.indexOf(c);
    let cut: number[];
    if (length >= 2 && length < len && rng() < 0.5) {
      // Split string: cut a longer string but keep `kept` consecutive jobs inside it in the route.
      let kept = 1;
      while (length + kept < len && rng() < 0.5) kept++;
      const span = length + kept;
      const start = randomInt(rng, Math.max(0, at - span + 1), Math.min(at, len - span));
      const keepFrom = start + randomInt(rng, 1, length - 1);
      cut = [];
      for (let i = start; i < start + span; i++) if (i < keepFrom || i >= keepFrom + kept) cut.push(i);
    } else {
      const start = randomInt(rng, Math.max(0, at - length + 1), Math.min(at, len - length));
      cut = Array.from({ length }, (_, i) => start + i);
    }
    // A new array, never in place: the search keeps the old one to restore a rejected move.
    const jobs = r.jobs.slice();
    for (let i = cut.length - 1; i >= 0; i--) {
      const j = jobs[cut[i]];
      jobs.splice(cut[i], 1);
      routeOf[j] = -1;
      removed.push(j);
    }
    r.jobs = jobs;
    r.refresh();
  }
  return removed;
}

/** Random removal of up to `count` placed jobs: rarely used, it lets the search leave any basin. */
export function ruinRandom(routes: Route[], routeOf: Int32Array, rng: Rng, count: number): number[] {
  const placed: number[] = [];
  for (const r of routes) for (const j of r.jobs) placed.push(j);
  const removed = shuffle(rng, placed).slice(
    0,
    randomInt(rng, 1, Math.max(1, Math.min(count, placed.length))),
  );
  const touched = new Set<Route>();
  for (const j of removed) {
    const r = routes[routeOf[j]];
    r.jobs = r.jobs.filter((k) => k !== j);
    routeOf[j] = -1;
    touched.add(r);
  }
  for (const r of touched) r.refresh();
  return removed;
}

/** Orders the jobs to reinsert: random, big first, far first, near first or tightest window first. */
export function recreateOrder(model: Model, jobs: number[], rng: Rng): number[] {
  const depot = model.vStart[0];
  const far = (j: number) => travel(model, depot, model.jobLoc[j]);
  const demand = (j: number) => {
    let sum = 0;
    for (let d = 0; d < model.dims; d++) sum += model.amount[j * model.dims + d];
    return sum;
  };
  const width = (j: number) => {
    const s = model.twStart[j];
    const e = model.twEnd[j];
    return e[e.length - 1] - s[0];
  };
  const pick = rng() * 13;
  const sorted = shuffle(rng, [...jobs]);
  if (pick < 4) {
    // random order
  } else if (pick < 8) sorted.sort((a, b) => demand(b) - demand(a));
  else if (pick < 10) sorted.sort((a, b) => far(b) - far(a));
  else if (pick < 11) sorted.sort((a, b) => far(a) - far(b));
  else sorted.sort((a, b) => width(a) - width(b));
  // Higher priority always goes first, so it wins the scarce places.
  return sorted.sort((a, b) => model.priority[b] - model.priority[a]);
}

export function recreate(
  routes: Route[],
  jobs: number[],
  routeOf: Int32Array,
  rng: Rng,
  blink: number,
): number[] {
  return greedyInsert(routes, recreateOrder(routes[0].model, jobs, rng), routeOf, rng, blink);
}

/**
 * A uniformly random placed job. Draws job numbers until one is placed (most are), so it costs O(1) on
 * average instead of listing all placed jobs; falls back to counting when few are placed.
 */
function randomPlaced(routes: Route[], routeOf: Int32Array, rng: Rng, placed: number): number {
  const n = routeOf.length;
  if (placed * 4 >= n)
    for (;;) {
      const j = Math.floor(rng() * n);
      if (routeOf[j] >= 0) return j;
    }
  let k = Math.floor(rng() * placed);
  for (const r of routes) {
    if (k < r.jobs.length) return r.jobs[k];
    k -= r.jobs.length;
  }
  return routes.find((r) => r.jobs.length)!.jobs[0];
}
