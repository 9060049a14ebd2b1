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
  rng: Rng | null,
  blink: number,
): number[] {
  const left: number[] = [];
  const model = routes[0].model;
  // Empty routes of identical vehicles offer exactly the same places: one look per kind per job.
  const lookedAt = new Int32Array(model.m).fill(-1);
  for (const j of order) {
    let best: Insertion | null = null;
    let bestRoute: Route | null = null;
    for (const r of routes) {
      if (!r.jobs.length) {
        const twin = model.vTwin[r.v];
        if (lookedAt[twin] === j) continue;
        lookedAt[twin] = j;
      }
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

/** Sum of the gaps between the best option and the k-1 next ones (a missing option counts as very dear). */
function regretOf(costs: Float64Array, k: number, best: Float64Array): number {
  best.fill(Infinity);
  for (let v = 0; v < costs.length; v++) {
    const c = costs[v];
    if (c >= best[k - 1]) continue;
    let at = k - 1;
    while (at > 0 && best[at - 1] > c) {
      best[at] = best[at - 1];
      at--;
    }
    best[at] = c;
  }
  if (best[0] === Infinity) return -1;
  let regret = 0;
  for (let i = 1; i < k && i < costs.length; i++) regret += (best[i] === Infinity ? 1e12 : best[i]) - best[0];
  return regret;
}

/**
 * Regret-k insertion: repeatedly place the job whose best option beats its k-1 next-best routes by the most
 * (highest priority first), so jobs with few good places are not crowded out. Only the route touched by the
 * last insertion is re-evaluated. `stop` is asked before each placement: once it says so, the jobs left are
 * placed by plain cheapest insertion, which costs one pass instead of a rescan per placement.
 */
export function regretInsert(
  routes: Route[],
  jobs: number[],
  routeOf: Int32Array,
  k: number,
  model: Model,
  stop: () => boolean = () => false,
): number[] {
  const m = routes.length;
  const options = new Map<number, Float64Array>();
  const positions = new Map<number, Int32Array>();
  const pending = new Set<number>();
  let stopped = false;
  for (const j of jobs) {
    if (stop()) {
      stopped = true;
      break;
    }
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
    pending.add(j);
  }
  const best = new Float64Array(Math.max(1, k));
  while (pending.size && !stopped) {
    if (stop()) {
      stopped = true;
      break;
    }
    let chosen = -1;
    let chosenScore = -Infinity;
    for (const j of pending) {
      const regret = regretOf(options.get(j)!, Math.max(1, k), best);
      if (regret < 0) continue;
      const score = model.priority[j] * 1e15 + regret;
      if (score > chosenScore || (score === chosenScore && j < chosen)) {
        chosenScore = score;
        chosen = j;
      }
    }
    if (chosen < 0) break;
    const costs = options.get(chosen)!;
    let chosenRoute = 0;
    for (let v = 1; v < m; v++) if (costs[v] < costs[chosenRoute]) chosenRoute = v;
    const r = routes[chosenRoute];
    insertAt(r, chosen, positions.get(chosen)![chosenRoute], routeOf);
    pending.delete(chosen);
    for (const j of pending) {
      const found = bestInsertion(r, j, null, 0);
      options.get(j)![chosenRoute] = found ? found.delta : Infinity;
      positions.get(j)![chosenRoute] = found ? found.pos : -1;
    }
  }
  // Without a stop, what is still pending fits nowhere and stays out.
  if (!stopped) return [...pending];
  const rest = jobs.filter((j) => routeOf[j] < 0);
  rest.sort((a, b) => model.priority[b] - model.priority[a] || a - b);
  return greedyInsert(routes, rest, routeOf, null, 0);
}
