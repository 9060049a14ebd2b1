/**
 * First-improvement local search over each job's nearest neighbours (granular neighbourhoods):
 * relocate / or-opt (move a string of 1–3 jobs next to a neighbour, optionally reversed), swap,
 * 2-opt* (exchange route tails between two routes) and intra-route 2-opt (reverse a stretch).
 * Each candidate is first priced from the changed arcs in O(1); only improving ones are checked for
 * feasibility (windows, capacity, skills, max tasks) and re-priced exactly on the candidate route(s).
 * It works through a list of jobs rather than whole passes: a job goes back on the list when its route
 * changes, so polishing a solution that changed in a few routes costs in proportion to those routes, not
 * to the whole problem (what keeps it cheap at hundreds of jobs).
 */
import { travel } from './model';
import { shuffle, type Rng } from './prng';
import { evaluateRoute, type Route } from './route-state';

/** Neighbours tried per job: the granular neighbourhood (Toth & Vigo 2003), enough at any size tried. */
const TRIED = 15;
const EPS = 1e-9;

interface Context {
  routes: Route[];
  routeOf: Int32Array;
  posOf: Int32Array;
  /** The routes the last applied move changed. */
  changed: Route[];
}

function loc(r: Route, p: number): number {
  // Location at position p of route r; -1 → start, length → end.
  if (p < 0) return r.model.vStart[r.v];
  if (p >= r.jobs.length) return r.model.vEnd[r.v];
  return r.model.jobLoc[r.jobs[p]];
}

function reindex(ctx: Context, r: Route): void {
  r.jobs.forEach((j, i) => {
    ctx.posOf[j] = i;
    ctx.routeOf[j] = r.v;
  });
}

/** Applies the candidate job lists if they are feasible and strictly cheaper; true when applied. */
function tryApply(ctx: Context, changed: Route[], candidates: number[][]): boolean {
  let before = 0;
  let after = 0;
  for (let k = 0; k < changed.length; k++) {
    before += changed[k].cost;
    const cost = evaluateRoute(changed[k].model, changed[k].v, candidates[k], candidates[k].length);
    if (cost < 0) return false;
    after += cost;
  }
  if (after >= before - EPS) return false;
  changed.forEach((r, k) => {
    r.jobs = candidates[k];
    r.refresh();
    reindex(ctx, r);
  });
  ctx.changed = changed;
  return true;
}

function relocate(ctx: Context, a: number, b: number): boolean {
  const ra = ctx.routes[ctx.routeOf[a]];
  const rb = ctx.routes[ctx.routeOf[b]];
  const model = ra.model;
  const t = (x: number, y: number) => travel(model, x, y);
  const i = ctx.posOf[a];
  const k = ctx.posOf[b];
  for (let l = 1; l <= 3 && i + l <= ra.jobs.length; l++) {
    const same = ra === rb;
    if (same && k >= i && k < i + l) return false;
    const first = model.jobLoc[ra.jobs[i]];
    const last = model.jobLoc[ra.jobs[i + l - 1]];
    const gain = t(loc(ra, i - 1), first) + t(last, loc(ra, i + l)) - t(loc(ra, i - 1), loc(ra, i + l));
    let inner = 0;
    let innerReversed = 0;
    for (let s = i; s < i + l - 1; s++) {
      inner += t(model.jobLoc[ra.jobs[s]], model.jobLoc[ra.jobs[s + 1]]);
      innerReversed += t(model.jobLoc[ra.jobs[s + 1]], model.jobLoc[ra.jobs[s]]);
    }
    // Insert between positions (p-1, p) of rb: before b (p = k) or after b (p = k + 1).
    for (const p of [k, k + 1]) {
      if (same && (p === i || p === i + l)) continue;
      const x = loc(rb, p - 1);
      const y = loc(rb, p);
      for (const reversed of l > 1 ? [false, true] : [false]) {
        const head = reversed ? last : first;
        const tail = reversed ? first : last;
        const delta = t(x, head) + t(tail, y) - t(x, y) - gain + (reversed ? innerReversed - inner : 0);
        if (delta >= -EPS) continue;
        const segment = ra.jobs.slice(i, i + l);
        if (reversed) segment.reverse();
        if (same) {
          const rest = ra.jobs.filter((_, s) => s < i || s >= i + l);
          const at = p > i ? p - l : p;
          if (tryApply(ctx, [ra], [[...rest.slice(0, at), ...segment, ...rest.slice(at)]])) return true;
        } else {
          const newA = [...ra.jobs.slice(0, i), ...ra.jobs.slice(i + l)];
          const newB = [...rb.jobs.slice(0, p), ...segment, ...rb.jobs.slice(p)];
          if (tryApply(ctx, [ra, rb], [newA, newB])) return true;
        }
      }
    }
  }
  return false;
}

function swap(ctx: Context, a: number, b: number): boolean {
  const ra = ctx.routes[ctx.routeOf[a]];
  const rb = ctx.routes[ctx.routeOf[b]];
  const model = ra.model;
  const t = (x: number, y: number) => travel(model, x, y);
  const i = ctx.posOf[a];
  const k = ctx.posOf[b];
  if (ra === rb && Math.abs(i - k) < 2) return false;
  const la = model.jobLoc[a];
  const lb = model.jobLoc[b];
  const delta =
    t(loc(ra, i - 1), lb) +
    t(lb, loc(ra, i + 1)) -
    t(loc(ra, i - 1), la) -
    t(la, loc(ra, i + 1)) +
    t(loc(rb, k - 1), la) +
    t(la, loc(rb, k + 1)) -
    t(loc(rb, k - 1), lb) -
    t(lb, loc(rb, k + 1));
  if (delta >= -EPS) return false;
  if (ra === rb) {
    const jobs = [...ra.jobs];
    jobs[i] = b;
    jobs[k] = a;
    return tryApply(ctx, [ra], [jobs]);
  }
  const newA = [...ra.jobs];
  const newB = [...rb.jobs];
  newA[i] = b;
  newB[k] = a;
  return tryApply(ctx, [ra, rb], [newA, newB]);
}

/** 2-opt*: route a keeps its head up to a and takes b's route from b on; route b takes a's old tail. */
function twoOptStar(ctx: Context, a: number, b: number): boolean {
  const ra = ctx.routes[ctx.routeOf[a]];
  const rb = ctx.routes[ctx.routeOf[b]];
  if (ra === rb) return false;
  const model = ra.model;
  const t = (x: number, y: number) => travel(model, x, y);
  const i = ctx.posOf[a];
  const k = ctx.posOf[b];
  // Variant 1: a → b.   Variant 2: b's predecessor… handled as (a's tail after a) → (b's successor).
  for (const [cutA, cutB] of [
    [i + 1, k],
    [i, k + 1],
  ]) {
    const delta =
      t(loc(ra, cutA - 1), loc(rb, cutB)) +
      t(loc(rb, cutB - 1), loc(ra, cutA)) -
      t(loc(ra, cutA - 1), loc(ra, cutA)) -
      t(loc(rb, cutB - 1), loc(rb, cutB));
    if (delta >= -EPS) continue;
    const newA = [...ra.jobs.slice(0, cutA), ...rb.jobs.slice(cutB)];
    const newB = [...rb.jobs.slice(0, cutB), ...ra.jobs.slice(cutA)];
    if (tryApply(ctx, [ra, rb], [newA, newB])) return true;
  }
  return false;
}

/** Intra-route 2-opt: make a and b adjacent by reversing the stretch between them. */
function twoOpt(ctx: Context, a: number, b: number): boolean {
  const r = ctx.routes[ctx.routeOf[a]];
  if (r !== ctx.routes[ctx.routeOf[b]]) return false;
  const model = r.model;
  const t = (x: number, y: number) => travel(model, x, y);
  let i = ctx.posOf[a];
  let k = ctx.posOf[b];
  if (i > k) [i, k] = [k, i];
  if (k - i < 2) return false;
  // Reverse positions i+1..k: arcs (i, i+1) and (k, k+1) become (i, k) and (i+1, k+1).
  const delta =
    t(loc(r, i), loc(r, k)) +
    t(loc(r, i + 1), loc(r, k + 1)) -
    t(loc(r, i), loc(r, i + 1)) -
    t(loc(r, k), loc(r, k + 1));
  if (delta >= -EPS) return false;
  const jobs = [...r.jobs.slice(0, i + 1), ...r.jobs.slice(i + 1, k + 1).reverse(), ...r.jobs.slice(k + 1)];
  return tryApply(ctx, [r], [jobs]);
}

/**
 * Descends to a local optimum of the moves above, starting from the jobs in `from` (default: every placed
 * job), or until `stop` says so; returns how many moves it applied.
 */
export function localSearch(
  routes: Route[],
  routeOf: Int32Array,
  rng: Rng,
  stop: () => boolean,
  from?: number[],
): number {
  const model = routes[0].model;
  const ctx: Context = { routes, routeOf, posOf: new Int32Array(model.n), changed: [] };
  for (const r of routes) reindex(ctx, r);
  const queued = new Uint8Array(model.n);
  let list = shuffle(
    rng,
    (from ?? Array.from({ length: model.n }, (_, j) => j)).filter((j) => routeOf[j] >= 0),
  );
  for (const j of list) queued[j] = 1;
  let moves = 0;
  while (list.length) {
    const next: number[] = [];
    for (const a of list) {
      queued[a] = 0;
      if (stop()) return moves;
      if (routeOf[a] < 0) continue;
      const near = model.neighbours[a];
      for (let q = 0; q < near.length && q < TRIED; q++) {
        const b = near[q];
        if (routeOf[b] < 0 || routeOf[a] < 0) continue;
        if (relocate(ctx, a, b) || swap(ctx, a, b) || twoOptStar(ctx, a, b) || twoOpt(ctx, a, b)) {
          moves++;
          for (const r of ctx.changed)
            for (const j of r.jobs)
              if (!queued[j]) {
                queued[j] = 1;
                next.push(j);
              }
        }
      }
    }
    list = next;
  }
  return moves;
}
