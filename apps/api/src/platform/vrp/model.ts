/**
 * Compiles a VROOM problem into flat typed arrays the search reads in its inner loops.
 * Jobs are 0..n-1, vehicles 0..m-1, locations index the travel matrix; -1 means "no location" (zero travel).
 */
import type { VroomProblem } from './vroom-types';

export interface Model {
  n: number;
  m: number;
  dims: number;
  /** Number of locations; dur/dist are size × size, row-major. */
  size: number;
  dur: Float64Array;
  dist: Float64Array | null;
  jobLoc: Int32Array;
  service: Float64Array;
  /** Per job, its time windows sorted by start (start[k], end[k]). */
  twStart: Float64Array[];
  twEnd: Float64Array[];
  /** n × dims: delivery + pickup (a conservative load: every unit is on board for the whole route). */
  amount: Float64Array;
  priority: Float64Array;
  /** What leaving job j unassigned costs: dwarfs any travel, higher priority dwarfs count. */
  penalty: Float64Array;
  /** n × m: 1 when vehicle v has every skill job j needs. */
  compat: Uint8Array;
  allCompatible: boolean;
  vStart: Int32Array;
  vEnd: Int32Array;
  vTwStart: Float64Array;
  vTwEnd: Float64Array;
  /** m × dims, Infinity without a capacity. */
  vCap: Float64Array;
  vMaxTasks: Int32Array;
  /** For each vehicle, the first vehicle identical to it (itself if none): empty twins need one look. */
  vTwin: Int32Array;
  /** Per job, its NEIGHBOURS nearest other jobs, nearest first (by the sum of both travel directions). */
  neighbours: Int32Array[];
}

const FAR = Number.MAX_SAFE_INTEGER / 4;
/**
 * How many nearest jobs each job keeps: the granular neighbourhood of local search and the region ruin picks
 * routes from. A fixed count keeps memory and set-up at O(n·k) instead of O(n²·log n) at hundreds of jobs.
 */
export const NEIGHBOURS = 40;

/** Travel time between two locations, zero when either is absent. */
export function travel(model: Model, a: number, b: number): number {
  return a < 0 || b < 0 ? 0 : model.dur[a * model.size + b];
}

/** Rejects what VROOM rejects too: duplicate ids, ragged matrices, reversed or negative windows. */
function checkProblem(problem: VroomProblem): void {
  const unique = (ids: number[], what: string) => {
    const seen = new Set<number>();
    for (const id of ids) {
      if (seen.has(id)) throw new Error(`duplicate ${what} id ${id}`);
      seen.add(id);
    }
  };
  unique(
    problem.jobs.map((job) => job.id),
    'job',
  );
  unique(
    problem.vehicles.map((vehicle) => vehicle.id),
    'vehicle',
  );
  for (const [name, matrices] of Object.entries(problem.matrices ?? {}))
    for (const matrix of [matrices.durations, matrices.distances ?? matrices.durations])
      if (matrix.some((row) => row.length !== matrix.length || row.some((v) => !Number.isFinite(v) || v < 0)))
        throw new Error(`matrices.${name}: every row needs ${matrix.length} non-negative numbers`);
  const badWindow = (w: [number, number]) => !(w[0] >= 0 && w[1] >= w[0]);
  for (const job of problem.jobs)
    if ((job.time_windows ?? []).some(badWindow)) throw new Error(`job ${job.id}: invalid time window`);
  for (const vehicle of problem.vehicles)
    if (vehicle.time_window && badWindow(vehicle.time_window))
      throw new Error(`vehicle ${vehicle.id}: invalid time window`);
}

export function compileProblem(problem: VroomProblem): Model {
  checkProblem(problem);
  const { jobs, vehicles } = problem;
  const n = jobs.length;
  const m = vehicles.length;
  const matrices = problem.matrices
    ? (problem.matrices.car ?? Object.values(problem.matrices)[0])
    : undefined;
  const coords: [number, number][] = [];
  const coordIndex = new Map<string, number>();
  const locate = (
    what: string,
    index: number | undefined,
    location: [number, number] | undefined,
    required: boolean,
  ): number => {
    if (matrices) {
      if (index === undefined) {
        if (!required && !location) return -1;
        throw new Error(`${what}: a location index is required when matrices are given`);
      }
      if (!Number.isInteger(index) || index < 0 || index >= matrices.durations.length)
        throw new Error(`${what}: location index ${index} is outside the matrix`);
      return index;
    }
    if (!location) {
      if (required) throw new Error(`${what}: a location is required without matrices`);
      return -1;
    }
    const key = `${location[0]},${location[1]}`;
    let at = coordIndex.get(key);
    if (at === undefined) {
      at = coords.length;
      coords.push([location[0], location[1]]);
      coordIndex.set(key, at);
    }
    return at;
  };

  const jobLoc = new Int32Array(n);
  jobs.forEach((job, j) => (jobLoc[j] = locate(`job ${job.id}`, job.location_index, job.location, true)));
  const vStart = new Int32Array(m);
  const vEnd = new Int32Array(m);
  vehicles.forEach((vehicle, v) => {
    vStart[v] = locate(`vehicle ${vehicle.id} start`, vehicle.start_index, vehicle.start, false);
    vEnd[v] = locate(`vehicle ${vehicle.id} end`, vehicle.end_index, vehicle.end, false);
  });

  let size: number;
  let dur: Float64Array;
  let dist: Float64Array | null = null;
  if (matrices) {
    size = matrices.durations.length;
    dur = new Float64Array(size * size);
    matrices.durations.forEach((row, i) => row.forEach((value, k) => (dur[i * size + k] = value)));
    if (matrices.distances) {
      const d = new Float64Array(size * size);
      matrices.distances.forEach((row, i) => row.forEach((value, k) => (d[i * size + k] = value)));
      dist = d;
    }
  } else {
    // Without matrices, coordinates are plane points and travel time is their Euclidean distance (Solomon).
    size = coords.length;
    dur = new Float64Array(size * size);
    for (let i = 0; i < size; i++)
      for (let k = 0; k < size; k++)
        dur[i * size + k] = Math.hypot(coords[i][0] - coords[k][0], coords[i][1] - coords[k][1]);
    dist = dur;
  }

  const dims = Math.max(
    0,
    ...jobs.map((job) => Math.max(job.delivery?.length ?? 0, job.pickup?.length ?? 0)),
    ...vehicles.map((vehicle) => vehicle.capacity?.length ?? 0),
  );
  const amount = new Float64Array(n * dims);
  jobs.forEach((job, j) => {
    for (let d = 0; d < dims; d++) amount[j * dims + d] = (job.delivery?.[d] ?? 0) + (job.pickup?.[d] ?? 0);
  });
  const vCap = new Float64Array(m * dims);
  vehicles.forEach((vehicle, v) => {
    for (let d = 0; d < dims; d++) vCap[v * dims + d] = vehicle.capacity?.[d] ?? Infinity;
  });

  const twStart: Float64Array[] = [];
  const twEnd: Float64Array[] = [];
  for (const job of jobs) {
    const windows = [...(job.time_windows?.length ? job.time_windows : [[0, FAR]])].sort(
      (a, b) => a[0] - b[0],
    );
    twStart.push(Float64Array.from(windows, (w) => w[0]));
    twEnd.push(Float64Array.from(windows, (w) => w[1]));
  }

  const compat = new Uint8Array(n * m);
  let allCompatible = true;
  jobs.forEach((job, j) =>
    vehicles.forEach((vehicle, v) => {
      const ok = (job.skills ?? []).every((skill) => vehicle.skills?.includes(skill));
      compat[j * m + v] = ok ? 1 : 0;
      if (!ok) allCompatible = false;
    }),
  );

  // Lexicographic objective as one number: priority first, then how many jobs are placed, then travel.
  let maxArc = 0;
  for (let i = 0; i < dur.length; i++) if (dur[i] > maxArc) maxArc = dur[i];
  const perJob = 2 * maxArc * (n + m) + 1;
  const priority = Float64Array.from(jobs, (job) => job.priority ?? 0);
  const penalty = Float64Array.from(priority, (p) => perJob + p * perJob * (n + 1));

  const neighbours = nearestJobs(n, jobLoc, dur, size, Math.min(NEIGHBOURS, n - 1));

  const signature = (v: number) =>
    JSON.stringify([
      vStart[v],
      vEnd[v],
      vehicles[v].time_window ?? null,
      vehicles[v].capacity ?? null,
      vehicles[v].max_tasks ?? null,
      Array.from({ length: n }, (_, j) => compat[j * m + v]).join(''),
    ]);
  const firstOf = new Map<string, number>();
  const vTwin = Int32Array.from({ length: m }, (_, v) => {
    const key = signature(v);
    if (!firstOf.has(key)) firstOf.set(key, v);
    return firstOf.get(key)!;
  });

  return {
    n,
    m,
    dims,
    size,
    dur,
    dist,
    jobLoc,
    service: Float64Array.from(jobs, (job) => job.service ?? 0),
    twStart,
    twEnd,
    amount,
    priority,
    penalty,
    compat,
    allCompatible,
    vStart,
    vEnd,
    vTwStart: Float64Array.from(vehicles, (vehicle) => vehicle.time_window?.[0] ?? 0),
    vTwEnd: Float64Array.from(vehicles, (vehicle) => vehicle.time_window?.[1] ?? FAR),
    vCap,
    vMaxTasks: Int32Array.from(vehicles, (vehicle) => vehicle.max_tasks ?? n + 1),
    vTwin,
    neighbours,
  };
}

/** The k nearest other jobs of each job, nearest first, ties by index: a bounded insertion sort per job. */
function nearestJobs(
  n: number,
  jobLoc: Int32Array,
  dur: Float64Array,
  size: number,
  k: number,
): Int32Array[] {
  const out: Int32Array[] = [];
  const gaps = new Float64Array(Math.max(k, 1));
  for (let j = 0; j < n; j++) {
    const near = new Int32Array(Math.max(k, 0));
    let count = 0;
    if (k <= 0) {
      out.push(near);
      continue;
    }
    const a = jobLoc[j];
    for (let other = 0; other < n; other++) {
      if (other === j) continue;
      const b = jobLoc[other];
      const gap = dur[a * size + b] + dur[b * size + a];
      // Candidates come in index order, so an equal gap never displaces an earlier job.
      if (count === k && gap >= gaps[k - 1]) continue;
      let at = count < k ? count++ : k - 1;
      while (at > 0 && gaps[at - 1] > gap) {
        gaps[at] = gaps[at - 1];
        near[at] = near[at - 1];
        at--;
      }
      gaps[at] = gap;
      near[at] = other;
    }
    out.push(near);
  }
  return out;
}
