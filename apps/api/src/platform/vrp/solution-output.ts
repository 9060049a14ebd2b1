/**
 * Writes the search result in VROOM's output format: per route the start, job and end steps with arrival,
 * waiting, service, cumulative travel duration (and distance when known), load after the step; totals.
 */
import { travel, type Model } from './model';
import { earliestStart } from './route-state';
import type { VroomProblem, VroomRoute, VroomSolution, VroomStep } from './vroom-types';

function between(model: Model, a: number, b: number): number {
  if (!model.dist || a < 0 || b < 0) return 0;
  return model.dist[a * model.size + b];
}

export function buildSolution(
  problem: VroomProblem,
  model: Model,
  routes: number[][],
  unassigned: number[],
  solvingMs: number,
  loadingMs: number,
): VroomSolution {
  const withDistance = model.dist !== null;
  const out: VroomRoute[] = [];
  routes.forEach((jobs, v) => {
    if (!jobs.length) return;
    const vehicle = problem.vehicles[v];
    const delivery = new Array(model.dims).fill(0);
    const pickup = new Array(model.dims).fill(0);
    for (const j of jobs)
      for (let d = 0; d < model.dims; d++) {
        delivery[d] += problem.jobs[j].delivery?.[d] ?? 0;
        pickup[d] += problem.jobs[j].pickup?.[d] ?? 0;
      }
    // Leave the start as late as possible without delaying the first job: no waiting at the first stop.
    const first = jobs[0];
    const firstLeg = travel(model, model.vStart[v], model.jobLoc[first]);
    const firstStart = earliestStart(model, first, model.vTwStart[v] + firstLeg);
    let t = Math.max(model.vTwStart[v], firstStart - firstLeg);
    let at = model.vStart[v];
    let duration = 0;
    let distance = 0;
    let waiting = 0;
    let service = 0;
    let priority = 0;
    const load = [...delivery];
    const steps: VroomStep[] = [];
    const locationOf = (index: number, location?: [number, number]) =>
      problem.matrices
        ? { location_index: index, ...(location ? { location } : {}) }
        : location
          ? { location }
          : {};
    steps.push({
      type: 'start',
      ...(at >= 0 ? locationOf(at, vehicle.start) : {}),
      arrival: t,
      duration: 0,
      setup: 0,
      service: 0,
      waiting_time: 0,
      load: [...load],
      ...(withDistance ? { distance: 0 } : {}),
    });
    for (const j of jobs) {
      const job = problem.jobs[j];
      const loc = model.jobLoc[j];
      const leg = travel(model, at, loc);
      duration += leg;
      distance += between(model, at, loc);
      const arrival = t + leg;
      const start = earliestStart(model, j, arrival);
      const wait = start - arrival;
      waiting += wait;
      service += model.service[j];
      priority += model.priority[j];
      for (let d = 0; d < model.dims; d++) load[d] += (job.pickup?.[d] ?? 0) - (job.delivery?.[d] ?? 0);
      steps.push({
        type: 'job',
        id: job.id,
        job: job.id,
        ...(job.description !== undefined ? { description: job.description } : {}),
        ...locationOf(loc, job.location),
        arrival,
        duration,
        setup: 0,
        service: model.service[j],
        waiting_time: wait,
        load: [...load],
        ...(withDistance ? { distance } : {}),
      });
      t = start + model.service[j];
      at = loc;
    }
    const end = model.vEnd[v];
    const leg = travel(model, at, end);
    duration += leg;
    distance += between(model, at, end);
    steps.push({
      type: 'end',
      ...(end >= 0 ? locationOf(end, vehicle.end) : {}),
      arrival: t + leg,
      duration,
      setup: 0,
      service: 0,
      waiting_time: 0,
      load: [...load],
      ...(withDistance ? { distance } : {}),
    });
    out.push({
      vehicle: vehicle.id,
      ...(vehicle.description !== undefined ? { description: vehicle.description } : {}),
      cost: duration,
      setup: 0,
      service,
      duration,
      waiting_time: waiting,
      priority,
      ...(model.dims ? { delivery, pickup } : {}),
      ...(withDistance ? { distance } : {}),
      steps,
    });
  });
  const sum = (pick: (r: VroomRoute) => number) => out.reduce((total, r) => total + pick(r), 0);
  const sumDims = (pick: (r: VroomRoute) => number[] | undefined) =>
    Array.from({ length: model.dims }, (_, d) => out.reduce((total, r) => total + (pick(r)?.[d] ?? 0), 0));
  return {
    code: 0,
    summary: {
      cost: sum((r) => r.cost),
      routes: out.length,
      unassigned: unassigned.length,
      setup: 0,
      service: sum((r) => r.service),
      duration: sum((r) => r.duration),
      waiting_time: sum((r) => r.waiting_time),
      priority: sum((r) => r.priority),
      ...(model.dims ? { delivery: sumDims((r) => r.delivery), pickup: sumDims((r) => r.pickup) } : {}),
      ...(withDistance ? { distance: sum((r) => r.distance ?? 0) } : {}),
      computing_times: { loading: Math.round(loadingMs), solving: Math.round(solvingMs), routing: 0 },
    },
    unassigned: [...unassigned]
      .sort((a, b) => a - b)
      .map((j) => {
        const job = problem.jobs[j];
        return {
          id: job.id,
          type: 'job' as const,
          ...(job.description !== undefined ? { description: job.description } : {}),
          ...(job.location ? { location: job.location } : {}),
          ...(job.location_index !== undefined ? { location_index: job.location_index } : {}),
        };
      }),
    routes: out,
  };
}
