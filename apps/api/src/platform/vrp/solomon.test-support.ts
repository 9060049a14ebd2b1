/**
 * Solomon (1987) VRPTW instances → VROOM problems, and the checks the benchmark reports.
 * Reads the classic layout (name, VEHICLE NUMBER/CAPACITY, CUSTOMER table) and the short layout some
 * repositories use (first line the capacity, then the customer rows). Customer 0 is the depot.
 * Times are scaled by SCALE to integers and rounded up, so a plan feasible for the solver is feasible with
 * exact Euclidean distances too; distances are reported back in Solomon units from the coordinates.
 */
import type { VroomProblem, VroomSolution } from './vroom-types';

export const SCALE = 1000;

export interface SolomonCustomer {
  id: number;
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
}

export interface SolomonInstance {
  name: string;
  vehicles: number;
  capacity: number;
  depot: SolomonCustomer;
  customers: SolomonCustomer[];
}

export function parseSolomon(text: string, fallbackName = 'instance'): SolomonInstance {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const rows: number[][] = [];
  let vehicles = 25;
  let capacity = NaN;
  let name = fallbackName;
  lines.forEach((line, i) => {
    if (i === 0 && /^[A-Za-z]/.test(line)) name = line.split(/\s+/)[0];
    if (/^NUMBER\s+CAPACITY/i.test(line)) {
      const next = lines.slice(i + 1).find((l) => l.length);
      const [count, cap] = (next ?? '').split(/\s+/).map(Number);
      vehicles = count;
      capacity = cap;
    }
    const numbers = line.split(/\s+/).map(Number);
    if (numbers.length === 7 && numbers.every(Number.isFinite)) rows.push(numbers);
    else if (i === 0 && numbers.length === 1 && Number.isFinite(numbers[0]) && line) capacity = numbers[0];
  });
  if (!Number.isFinite(capacity) || rows.length < 2) throw new Error(`${name}: not a Solomon instance`);
  const [depot, ...customers] = rows.map(([id, x, y, demand, ready, due, service]) => ({
    id,
    x,
    y,
    demand,
    ready,
    due,
    service,
  }));
  return { name, vehicles, capacity, depot, customers };
}

/** The 25- and 50-customer Solomon instances are the first customers of the 100-customer ones. */
export function firstCustomers(instance: SolomonInstance, count: number): SolomonInstance {
  return { ...instance, name: `${instance.name}.${count}`, customers: instance.customers.slice(0, count) };
}

export function solomonDistance(a: SolomonCustomer, b: SolomonCustomer): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function solomonToVroom(instance: SolomonInstance): VroomProblem {
  const points = [instance.depot, ...instance.customers];
  const durations = points.map((a) => points.map((b) => Math.ceil(solomonDistance(a, b) * SCALE - 1e-6)));
  return {
    jobs: instance.customers.map((c, i) => ({
      id: c.id,
      location: [c.x, c.y],
      location_index: i + 1,
      service: c.service * SCALE,
      delivery: [c.demand],
      time_windows: [[c.ready * SCALE, c.due * SCALE]],
    })),
    vehicles: Array.from({ length: instance.vehicles }, (_, v) => ({
      id: v + 1,
      start: [instance.depot.x, instance.depot.y],
      start_index: 0,
      end: [instance.depot.x, instance.depot.y],
      end_index: 0,
      capacity: [instance.capacity],
      time_window: [instance.depot.ready * SCALE, instance.depot.due * SCALE],
    })),
    matrices: { car: { durations, distances: durations } },
  };
}

export interface SolomonCheck {
  /** Total distance in Solomon units, from the coordinates (unrounded). */
  distance: number;
  routes: number;
  feasible: boolean;
  problems: string[];
}

/** Re-checks a solution against the instance itself with exact distances: every customer once, load, windows. */
export function checkSolomon(instance: SolomonInstance, solution: VroomSolution): SolomonCheck {
  const byId = new Map(instance.customers.map((c) => [c.id, c]));
  const seen = new Set<number>();
  const problems: string[] = [];
  let distance = 0;
  for (const route of solution.routes) {
    let at = instance.depot;
    let time = instance.depot.ready;
    let load = 0;
    for (const step of route.steps) {
      if (step.type !== 'job') continue;
      const c = byId.get(step.id!);
      if (!c || seen.has(c.id)) {
        problems.push(`customer ${step.id} unknown or visited twice`);
        continue;
      }
      seen.add(c.id);
      distance += solomonDistance(at, c);
      time = Math.max(time + solomonDistance(at, c), c.ready);
      if (time > c.due + 1e-9) problems.push(`customer ${c.id} starts at ${time.toFixed(3)} after ${c.due}`);
      time += c.service;
      load += c.demand;
      at = c;
    }
    distance += solomonDistance(at, instance.depot);
    if (time + solomonDistance(at, instance.depot) > instance.depot.due + 1e-9)
      problems.push(`vehicle ${route.vehicle} returns after ${instance.depot.due}`);
    if (load > instance.capacity)
      problems.push(`vehicle ${route.vehicle} carries ${load} > ${instance.capacity}`);
  }
  if (seen.size !== instance.customers.length)
    problems.push(`${instance.customers.length - seen.size} customers not visited`);
  if (solution.routes.length > instance.vehicles) problems.push(`${solution.routes.length} routes > fleet`);
  return { distance, routes: solution.routes.length, feasible: problems.length === 0, problems };
}
