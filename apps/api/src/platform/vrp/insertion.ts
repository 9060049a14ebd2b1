/**
 * Cheapest feasible insertion of one job into one route, in O(1) per position thanks to the route's
 * earliest/latest schedule, and the two recreate strategies built on it: greedy insertion with "blinks"
 * (SISR, Christiaens & Vanden Berghe 2020) and regret-k insertion (Potvin & Rousseau 1993).
 */
import { travel, type Model } from './model';
import type { Rng } from './prng';
import { earliestStart, loadFits, type Route } from './route-state';

export interface Insertion {
  pos: number;
  delta: number;
}

/** Best position for job j in route r (delta = added travel), or null. `blink` skips positions at random. */
export function bestInsertion(r: Route, j: number, rng: Rng | null, blink: number): Insertion | null {
  const model = r.model;
  const v = r.v;
  if (!model.compat[j * model.m + v] || r.jobs.length >= model.vMaxTasks[v] || !loadFits(model, v, r.load, j))
    return null;
  const loc = model.jobLoc[j];
  const lastClose = model.twEnd[j][model.twEnd[j].length - 1];
  const service = model.service[j];
  let bestPos = -1;
  let bestDelta = Infinity;
  const len = r.jobs.length;
  for (let p = 0; p <= len; p++) {
    const prev = r.prevLoc(p);
    const arrive = r.departBefore(p) + travel(model, prev, loc);
    // Departures only get later along the route: once j's last window has closed, stop.
    if (arrive > lastClose) break;
    if (rng && blink > 0 && rng() < blink) continue;
    const next = r.nextLoc(p);
    const delta = travel(model, prev, loc) + travel(model, loc, next) - travel(model, prev, next);
    if (delta >= bestDelta) continue;
    const start = earliestStart(model, j, arrive);
    if (start + service + travel(model, loc, next) > r.latestArrival(p)) continue;
    bestDelta = delta;
    bestPos = p;
  }
  return bestPos < 0 ? null : { pos: bestPos, delta: bestDelta };
}

/** Inserts into a new array: the search keeps the old one to restore a rejected move for free. */
export function insertAt(r: Route, j: number, pos: number, routeOf: Int32Array): void {
  const jobs = r.jobs.slice();
  jobs.splice(pos, 0, j);
  r.jobs = jobs;
  r.refresh();
  routeOf[j] = r.v;
}

/** Greedy insertion in the given order, each job at its cheapest (blinking) position over all routes. */
export function greedyInsert(
  routes: Route[],
  order: number[],
  routeOf: Int32Array,
  rng: Rng,
  blink: number,
): number[] {
  const left: number[] = [];
  for (const j of order) {
    let best: Insertion | null = null;
    let bestRoute: Route | null = null;
    for (const r of routes) {
      // An empty route whose identical twin is also empty offers exactly the same places.
      const twin = r.model.vTwin[r.v];
      if (twin !== r.v && !r.jobs.length && !routes[twin].jobs.length) continue;
      const found = bestInsertion(r, j, rng, blink);
      if (found && (!best || found.delta < best.delta)) {
        best = found;
        bestRoute = r;
      }
    }
    if (best && bestRoute) insertAt(bestRoute, j, best.pos, routeOf);
    else left.push(j);
  }
  return left;
}

/**
 * Regret-k insertion: repeatedly place the job whose best option beats its k-1 next-best routes by the most
 * (highest priority first), so jobs with few good places are not crowded out. Only the routes touched by
 * the last insertion are re-evaluated.
 */
export function regretInsert(
  routes: Route[],
  jobs: number[],
  routeOf: Int32Array,
  k: number,
  model: Model,
): number[] {
  const m = routes.length;
  const options = new Map<number, Float64Array>();
  const positions = new Map<number, Int32Array>();
  for (const j of jobs) {
    const costs = new Float64Array(m).fill(Infinity);
    const pos = new Int32Array(m).fill(-1);
    for (let v = 0; v < m; v++) {
      const found = bestInsertion(routes[v], j, null, 0);
      if (found) {
        costs[v] = found.delta;
        pos[v] = found.pos;
      }
    }
    options.set(j, costs);
    positions.set(j, pos);
  }
  const pending = new Set(jobs);
  const left: number[] = [];
  while (pending.size) {
    let chosen = -1;
    let chosenScore = -Infinity;
    let chosenRoute = -1;
    for (const j of pending) {
      const costs = options.get(j)!;
      const sorted = Array.from(costs).sort((a, b) => a - b);
      if (sorted[0] === Infinity) continue;
      let regret = 0;
      for (let i = 1; i < k && i < m; i++) regret += (sorted[i] === Infinity ? 1e12 : sorted[i]) - sorted[0];
      const score = model.priority[j] * 1e15 + regret;
      if (score > chosenScore || (score === chosenScore && j < chosen)) {
        chosenScore = score;
        chosen = j;
        chosenRoute = costs.indexOf(sorted[0]);
      }
    }
    if (chosen < 0) break;
    const r = routes[chosenRoute];
    insertAt(r, chosen, positions.get(chosen)![chosenRoute], routeOf);
    pending.delete(chosen);
    for (const j of pending) {
      const found = bestInsertion(r, j, null, 0);
      options.get(j)![chosenRoute] = found ? found.delta : Infinity;
      positions.get(j)![chosenRoute] = found ? found.pos : -1;
    }
  }
  for (const j of pending) left.push(j);
  return left;
}
