/**
 * Route optimiser benchmark (`npm run bench:vrp`, or as part of `npm run bench`):
 * - Solomon VRPTW instances (bench/solomon, see its README) at 25 and 100 customers: distance in Solomon
 *   units against the best known distance-minimal solution, routes, seconds, feasibility re-checked with
 *   exact Euclidean distances;
 * - a synthetic day around one city: 10 technicians, 120 jobs with arrival windows and skills; drive time of
 *   the nearest-neighbour plan against the optimised plan.
 * Timings are wall-clock on whatever else the machine is doing; the search stops at its iteration count or
 * its time budget (8 s for 100 jobs), whichever comes first.
 */
import { readFileSync } from 'node:fs';
import { nearestNeighbourPlan } from '../apps/api/src/platform/vrp/nearest-neighbour';
import {
  checkSolomon,
  firstCustomers,
  parseSolomon,
  solomonToVroom,
} from '../apps/api/src/platform/vrp/solomon';
import { solveVrp } from '../apps/api/src/platform/vrp/solver';
import { validateSolution } from '../apps/api/src/platform/vrp/validate-solution';
import type { VroomProblem } from '../apps/api/src/platform/vrp/vroom-types';
import { createRng, randomInt } from '../apps/api/src/platform/vrp/prng';

/**
 * 100 customers: best known total distance when distance is the only objective (optimal solutions from exact
 * methods, as tabulated on Solomon's benchmark page; vehicles of that solution alongside). Those use distances
 * truncated to one decimal, so they sit slightly below the unrounded optimum: our gap is, if anything, overstated.
 * The hierarchical best known values (fewest vehicles first, SINTEF) are longer and not used for the gap.
 */
const BEST_KNOWN: Record<string, { distance: number; vehicles: number }> = {
  c101: { distance: 827.3, vehicles: 10 },
  c201: { distance: 589.1, vehicles: 3 },
  r101: { distance: 1637.7, vehicles: 20 },
  r201: { distance: 1143.2, vehicles: 8 },
  rc101: { distance: 1619.8, vehicles: 15 },
  rc201: { distance: 1261.8, vehicles: 9 },
};

/**
 * 25-customer subsets (the first 25 customers, as Solomon's 25-customer instances): no published optimum we
 * could verify here, so the reference is our own best of 3 seeds × 20,000 iterations (measured 2026-11-23).
 */
const LONG_RUN_BEST: Record<string, number> = {
  'c101.25': 191.81,
  'c201.25': 225.07,
  'r101.25': 609.42,
  'r201.25': 463.49,
  'rc101.25': 453.12,
  'rc201.25': 340.79,
};

const INSTANCES = ['c101', 'c201', 'r101', 'r201', 'rc101', 'rc201'];
const SIZES = [25, 100];
const SEED = 1;

export interface SolomonRow {
  instance: string;
  customers: number;
  distance: number;
  /** Literature best known distance (100 customers) or our own long-run best (25 customers). */
  reference: number;
  referenceKind: 'best known (distance-optimal)' | 'own long run';
  referenceVehicles: number | null;
  gapPercent: number;
  routes: number;
  seconds: number;
  /** CPU time the solve actually got: far below `seconds` when the machine is shared. */
  cpuSeconds: number;
  feasible: boolean;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const cpuOf = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return round((used.user + used.system) / 1e6, 2);
};

export function benchSolomon(): SolomonRow[] {
  const rows: SolomonRow[] = [];
  for (const size of SIZES)
    for (const name of INSTANCES) {
      const full = parseSolomon(readFileSync(`bench/solomon/${name}.txt`, 'utf8'), name);
      const instance = size < full.customers.length ? firstCustomers(full, size) : full;
      const key = size < full.customers.length ? `${name}.${size}` : name;
      const started = performance.now();
      const cpu = process.cpuUsage();
      const solution = solveVrp(solomonToVroom(instance), { seed: SEED });
      const seconds = (performance.now() - started) / 1000;
      const cpuSeconds = cpuOf(cpu);
      const check = checkSolomon(instance, solution);
      const known = BEST_KNOWN[key];
      const reference = known ? known.distance : LONG_RUN_BEST[key];
      const row: SolomonRow = {
        instance: key,
        customers: instance.customers.length,
        distance: round(check.distance, 2),
        reference,
        referenceKind: known ? 'best known (distance-optimal)' : 'own long run',
        referenceVehicles: known ? known.vehicles : null,
        gapPercent: round(((check.distance - reference) / reference) * 100, 2),
        routes: check.routes,
        seconds: round(seconds, 2),
        cpuSeconds,
        feasible: check.feasible && solution.unassigned.length === 0,
      };
      rows.push(row);
      console.log(
        `${key.padEnd(9)} ${String(row.distance).padStart(8)}  ${known ? 'best known' : 'long run  '} ${String(row.reference).padStart(7)}  gap ${row.gapPercent.toFixed(2).padStart(5)} %  ${String(row.routes).padStart(2)} routes  ${row.seconds.toFixed(2)} s (cpu ${row.cpuSeconds.toFixed(2)} s)  ${row.feasible ? 'feasible' : `INFEASIBLE ${check.problems.join('; ')}`}`,
      );
    }
  return rows;
}

/** 10 technicians and 120 jobs around Chicago; straight-line km × 1.3 at 40 km/h, as dispatch's default. */
export function syntheticDay(seed = 2026): VroomProblem {
  const rng = createRng(seed);
  const centre = [-87.6298, 41.8781];
  const point = (radiusKm: number): [number, number] => {
    const r = radiusKm * Math.sqrt(rng());
    const angle = rng() * 2 * Math.PI;
    const lat = centre[1] + (r * Math.sin(angle)) / 111.32;
    const lon = centre[0] + (r * Math.cos(angle)) / (111.32 * Math.cos((centre[1] * Math.PI) / 180));
    return [round(lon, 5), round(lat, 5)];
  };
  const homes = Array.from({ length: 10 }, () => point(20));
  const sites = Array.from({ length: 120 }, () => point(25));
  const places = [...homes, ...sites];
  const km = (a: [number, number], b: [number, number]) => {
    const rad = Math.PI / 180;
    const h =
      Math.sin(((b[1] - a[1]) * rad) / 2) ** 2 +
      Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(((b[0] - a[0]) * rad) / 2) ** 2;
    return 2 * 6371 * Math.asin(Math.sqrt(h)) * 1.3;
  };
  const distances = places.map((a) => places.map((b) => Math.round(km(a, b) * 1000)));
  const durations = distances.map((row) => row.map((metres) => Math.round((metres / 1000 / 40) * 3600)));
  const hour = 3600;
  return {
    vehicles: homes.map((home, v) => ({
      id: v + 1,
      start: home,
      start_index: v,
      end: home,
      end_index: v,
      time_window: [8 * hour, 17 * hour],
      skills: v < 4 ? [1, 2] : [1],
      max_tasks: 14,
    })),
    jobs: sites.map((site, j) => {
      const open = 8 * hour + randomInt(rng, 0, 6) * hour;
      const windowed = rng() < 0.6;
      return {
        id: j + 1,
        location: site,
        location_index: 10 + j,
        service: randomInt(rng, 2, 6) * 5 * 60,
        skills: rng() < 0.2 ? [2] : [1],
        priority: rng() < 0.1 ? 100 : 0,
        time_windows: [windowed ? [open, open + 3 * hour] : [8 * hour, 17 * hour]] as [number, number][],
      };
    }),
    matrices: { car: { durations, distances } },
  };
}

export function benchDay() {
  const problem = syntheticDay();
  const baseline = nearestNeighbourPlan(problem);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const solution = solveVrp(problem, { seed: SEED });
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuOf(cpu);
  // Like for like: the optimiser on exactly the jobs the nearest-neighbour plan managed to place.
  const placedIds = new Set(
    baseline.routes.flatMap((r) => r.steps.filter((s) => s.type === 'job').map((s) => s.id)),
  );
  const sameJobs = { ...problem, jobs: problem.jobs.filter((job) => placedIds.has(job.id)) };
  const sameJobsSolution = solveVrp(sameJobs, { seed: SEED });
  const feasible =
    validateSolution(problem, solution).ok &&
    validateSolution(problem, baseline).ok &&
    validateSolution(sameJobs, sameJobsSolution).ok;
  const minutes = (s: number) => round(s / 60, 1);
  const result = {
    technicians: problem.vehicles.length,
    jobs: problem.jobs.length,
    seconds: round(seconds, 2),
    cpuSeconds,
    nearestNeighbourPlaced: problem.jobs.length - baseline.summary.unassigned,
    nearestNeighbourDriveMinutes: minutes(baseline.summary.duration),
    optimisedPlaced: problem.jobs.length - solution.summary.unassigned,
    optimisedDriveMinutes: minutes(solution.summary.duration),
    savedPercent: round((1 - solution.summary.duration / baseline.summary.duration) * 100, 1),
    sameJobsOptimisedPlaced: sameJobs.jobs.length - sameJobsSolution.summary.unassigned,
    sameJobsOptimisedDriveMinutes: minutes(sameJobsSolution.summary.duration),
    sameJobsSavedPercent: round((1 - sameJobsSolution.summary.duration / baseline.summary.duration) * 100, 1),
    nearestNeighbourMinutesPerJob: round(
      baseline.summary.duration / 60 / (problem.jobs.length - baseline.summary.unassigned),
      1,
    ),
    optimisedMinutesPerJob: round(
      solution.summary.duration / 60 / (problem.jobs.length - solution.summary.unassigned),
      1,
    ),
    feasible,
  };
  console.log(
    `day: ${result.technicians} technicians × ${result.jobs} jobs  nearest neighbour ${result.nearestNeighbourPlaced} placed, ${result.nearestNeighbourDriveMinutes} drive min | optimised ${result.optimisedPlaced} placed, ${result.optimisedDriveMinutes} drive min (${result.savedPercent} % saved; per job ${result.nearestNeighbourMinutesPerJob} → ${result.optimisedMinutesPerJob} min) in ${result.seconds} s (cpu ${result.cpuSeconds} s); same ${result.nearestNeighbourPlaced} jobs optimised: ${result.sameJobsOptimisedDriveMinutes} drive min (${result.sameJobsSavedPercent} % saved) ${feasible ? 'feasible' : 'INFEASIBLE'}`,
  );
  return result;
}

export function benchOptimizer() {
  return {
    measuredAt: new Date().toISOString(),
    seed: SEED,
    solomon: benchSolomon(),
    syntheticDay: benchDay(),
  };
}
