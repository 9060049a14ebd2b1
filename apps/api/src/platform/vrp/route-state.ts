/**
 * One vehicle's route and the cached schedule that makes insertion checks O(1):
 * earliest[i] — the earliest service start at position i when leaving the depot as early as allowed;
 * latest[i] — the latest service start at position i that still lets the rest of the route finish in time.
 * Both are exact with several time windows per job because "earliest start ≥ t" and "latest start ≤ t"
 * are monotone: arriving at position i no later than latest[i] keeps the remainder feasible.
 */
import { travel, type Model } from './model';

/** Earliest service start of job j when arriving at time t, or Infinity when every window has closed. */
export function earliestStart(model: Model, j: number, t: number): number {
  const starts = model.twStart[j];
  const ends = model.twEnd[j];
  for (let k = 0; k < starts.length; k++) if (ends[k] >= t) return t > starts[k] ? t : starts[k];
  return Infinity;
}

/** Latest service start of job j not after time t, or -Infinity when no window opens by then. */
export function latestStart(model: Model, j: number, t: number): number {
  const starts = model.twStart[j];
  const ends = model.twEnd[j];
  for (let k = starts.length - 1; k >= 0; k--) if (starts[k] <= t) return t < ends[k] ? t : ends[k];
  return -Infinity;
}

export class Route {
  jobs: number[] = [];
  earliest: number[] = [];
  latest: number[] = [];
  /** Travel duration from the start to the end. */
  cost = 0;
  /** Total load, one entry per capacity dimension. */
  load: Float64Array;

  constructor(
    readonly model: Model,
    readonly v: number,
  ) {
    this.load = new Float64Array(model.dims);
  }

  /** Location before position p (the vehicle start for p = 0). */
  prevLoc(p: number): number {
    return p === 0 ? this.model.vStart[this.v] : this.model.jobLoc[this.jobs[p - 1]];
  }

  /** Location at position p (the vehicle end for p = length). */
  nextLoc(p: number): number {
    return p === this.jobs.length ? this.model.vEnd[this.v] : this.model.jobLoc[this.jobs[p]];
  }

  /** Earliest departure from the stop before position p. */
  departBefore(p: number): number {
    return p === 0
      ? this.model.vTwStart[this.v]
      : this.earliest[p - 1] + this.model.service[this.jobs[p - 1]];
  }

  /** Latest arrival at position p that keeps the rest of the route feasible. */
  latestArrival(p: number): number {
    return p === this.jobs.length ? this.model.vTwEnd[this.v] : this.latest[p];
  }

  /** Recomputes the schedule, cost and load after any change to `jobs`. */
  refresh(): void {
    const { model, jobs } = this;
    const len = jobs.length;
    this.earliest.length = len;
    this.latest.length = len;
    let t = model.vTwStart[this.v];
    let at = model.vStart[this.v];
    let cost = 0;
    this.load.fill(0);
    for (let i = 0; i < len; i++) {
      const j = jobs[i];
      const loc = model.jobLoc[j];
      const leg = travel(model, at, loc);
      cost += leg;
      t = earliestStart(model, j, t + leg);
      this.earliest[i] = t;
      t += model.service[j];
      at = loc;
      for (let d = 0; d < model.dims; d++) this.load[d] += model.amount[j * model.dims + d];
    }
    cost += travel(model, at, model.vEnd[this.v]);
    this.cost = cost;
    let bound = model.vTwEnd[this.v];
    let next = model.vEnd[this.v];
    for (let i = len - 1; i >= 0; i--) {
      const j = jobs[i];
      const loc = model.jobLoc[j];
      bound = latestStart(model, j, bound - travel(model, loc, next) - model.service[j]);
      this.latest[i] = bound;
      next = loc;
    }
  }
}

/** True when adding `extra` job(s) worth of load keeps vehicle v within capacity. */
export function loadFits(model: Model, v: number, base: Float64Array, add: number, remove = -1): boolean {
  const { dims, amount, vCap } = model;
  for (let d = 0; d < dims; d++) {
    const value = base[d] + amount[add * dims + d] - (remove >= 0 ? amount[remove * dims + d] : 0);
    if (value > vCap[v * dims + d] + 1e-9) return false;
  }
  return true;
}

/**
 * Full check of a candidate route for vehicle v: skills, max tasks, capacity and every time window.
 * Returns its travel duration, or -1 when infeasible. O(length); used by local search to confirm moves.
 */
export function evaluateRoute(model: Model, v: number, jobs: ArrayLike<number>, len: number): number {
  if (len > model.vMaxTasks[v]) return -1;
  const { dims, m } = model;
  for (let d = 0; d < dims; d++) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += model.amount[jobs[i] * dims + d];
    if (sum > model.vCap[v * dims + d] + 1e-9) return -1;
  }
  let t = model.vTwStart[v];
  let at = model.vStart[v];
  let cost = 0;
  for (let i = 0; i < len; i++) {
    const j = jobs[i];
    if (!model.compat[j * m + v]) return -1;
    const loc = model.jobLoc[j];
    const leg = travel(model, at, loc);
    cost += leg;
    t = earliestStart(model, j, t + leg);
    if (t === Infinity) return -1;
    t += model.service[j];
    at = loc;
  }
  const leg = travel(model, at, model.vEnd[v]);
  if (t + leg > model.vTwEnd[v]) return -1;
  return cost + leg;
}
