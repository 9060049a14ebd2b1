import { describe, expect, it } from 'vitest';
import { allowedJobActions } from '@tradeworks/contracts/service-jobs';
import { solveExactly } from './exact-route-solver.test-support';
import { assignRefusal, missingSkills } from './job-rules';
import { baselineDrive, efficiencyImprovement, nearestNeighbourOrder } from './route-baseline';
import { buildRouteProblem, planLocations, type PlanJob, type PlanTechnician } from './route-problem';
import { readSolution } from './route-result';
import { dayBounds, localDate, zonedInstant } from '../../platform/tenant-clock';
import { haversineMetres } from '../../platform/geo/haversine';
import { StraightLineTravelTime } from './travel-time';

/* Pure parts of dispatch: time zones, rules, the VROOM problem, reading a solution, the baseline. */

const travel = new StraightLineTravelTime({ circuityFactor: 1.3, averageSpeedKmh: 40 });
const tech = (id: string, over: Partial<PlanTechnician> = {}): PlanTechnician => ({
  id,
  name: id,
  skills: [],
  start: [-97.74, 30.27],
  workStart: 8 * 3600,
  workEnd: 17 * 3600,
  availableFrom: 0,
  maxTasks: 4,
  ...over,
});
const job = (id: string, lon: number, lat: number, over: Partial<PlanJob> = {}): PlanJob => ({
  id,
  location: [lon, lat],
  service: 3600,
  window: null,
  requiredSkills: [],
  priority: 'medium',
  technicianId: null,
  ...over,
});

async function plan(techs: PlanTechnician[], jobs: PlanJob[]) {
  const matrix = await travel.matrix(planLocations(techs, jobs));
  const built = buildRouteProblem(techs, jobs, matrix);
  const solution = solveExactly(built.problem);
  return { built, matrix, solution, outcome: readSolution(built, solution, techs, jobs, matrix) };
}

describe('tenant time', () => {
  it('turns local working hours into instants across zones and DST', () => {
    expect(zonedInstant('2026-03-02', '08:00', 'America/Chicago').toISOString()).toBe(
      '2026-03-02T14:00:00.000Z',
    );
    expect(zonedInstant('2026-07-02', '08:00', 'America/Chicago').toISOString()).toBe(
      '2026-07-02T13:00:00.000Z',
    );
    expect(localDate(new Date('2026-03-03T03:00:00Z'), 'America/Chicago')).toBe('2026-03-02');
    const day = dayBounds('2026-03-08', 'America/Chicago'); // spring forward: a 23-hour day
    expect((day.end.getTime() - day.start.getTime()) / 3_600_000).toBe(23);
  });
});

describe('job rules', () => {
  it('allows exactly the transitions of the status machine', () => {
    expect(allowedJobActions('pending')).toEqual(['assign', 'cancel']);
    expect(allowedJobActions('assigned')).toEqual(['start', 'cancel', 'unassign']);
    expect(allowedJobActions('in-progress')).toEqual(['complete']);
    expect(allowedJobActions('completed')).toEqual([]);
    // A cancelled job can be reopened (back to pending, unassigned); nothing else.
    expect(allowedJobActions('cancelled')).toEqual(['reopen']);
  });

  it('refuses inactive, offline, unskilled and full technicians, in that order', () => {
    const t = { name: 'Ana', isActive: true, status: 'available', skills: ['Heat Pumps'], maxJobs: 2 };
    expect(missingSkills(['heat pumps'], ['Heat Pumps', 'Boilers'])).toEqual(['Boilers']);
    expect(assignRefusal(t, ['heat pumps'], 1)).toBeNull();
    expect(assignRefusal({ ...t, isActive: false }, [], 0)).toBe('Ana is inactive and cannot take jobs');
    expect(assignRefusal({ ...t, status: 'offline' }, [], 0)).toBe('Ana is offline and cannot take jobs');
    expect(assignRefusal(t, ['Boilers'], 0)).toBe('Ana lacks the required skill: Boilers');
    expect(assignRefusal(t, [], 2)).toBe('Ana is at capacity that day (2 of 2 jobs)');
  });
});

describe('route problem', () => {
  it('maps technicians to vehicles and jobs with skills as integers, windows and priorities', async () => {
    const techs = [tech('a', { skills: ['Boilers'], availableFrom: 9 * 3600, maxTasks: 3 }), tech('b')];
    const jobs = [
      job('j1', -97.7, 30.3, {
        requiredSkills: ['boilers'],
        window: [10 * 3600, 12 * 3600],
        priority: 'emergency',
      }),
      job('j2', -97.8, 30.2, { technicianId: 'b' }),
    ];
    const matrix = await travel.matrix(planLocations(techs, jobs));
    const { problem, skillIds } = buildRouteProblem(techs, jobs, matrix);
    const boilers = skillIds.get('boilers')!;
    expect(problem.vehicles[0]).toMatchObject({
      id: 1,
      start_index: 0,
      time_window: [9 * 3600, 17 * 3600],
      max_tasks: 3,
    });
    expect(problem.vehicles[0].skills).toContain(boilers);
    expect(problem.jobs[0]).toMatchObject({
      id: 1,
      location_index: 2,
      service: 3600,
      skills: [boilers],
      priority: 100,
      time_windows: [[36000, 43200]],
    });
    // A kept job needs its own technician's private skill.
    expect(problem.jobs[1].skills).toEqual([skillIds.get('technician:b')]);
    expect(problem.vehicles[0].skills).not.toContain(skillIds.get('technician:b'));
    expect(problem.matrices!.car.durations).toHaveLength(4);
  });

  it('straight-line travel: haversine × circuity ÷ speed', async () => {
    const m = haversineMetres([-97.74, 30.27], [-97.74, 30.37]);
    expect(m).toBeGreaterThan(11_000);
    expect(m).toBeLessThan(11_200);
    const matrix = await travel.matrix([
      [-97.74, 30.27],
      [-97.74, 30.37],
    ]);
    expect(matrix.distances[0][1]).toBe(Math.round(m * 1.3));
    expect(matrix.durations[0][1]).toBe(Math.round(Math.round(m * 1.3) / (40_000 / 3600)));
  });
});

describe('reading a solution', () => {
  it('orders stops, totals the drive and explains unplaced jobs', async () => {
    const techs = [tech('a', { skills: ['Boilers'], maxTasks: 1 }), tech('b', { start: [-97.9, 30.5] })];
    const jobs = [
      job('near', -97.75, 30.28, { requiredSkills: ['Boilers'] }),
      job('solder', -97.75, 30.29, { requiredSkills: ['Welding'] }),
      job('early', -97.2, 31.2, { window: [8 * 3600, 8 * 3600 + 600] }),
      job('second', -97.76, 30.29, { requiredSkills: ['Boilers'] }),
    ];
    const { outcome } = await plan(techs, jobs);
    const a = outcome.routes.find((r) => r.technicianId === 'a')!;
    expect(a.stops.map((s) => s.jobId)).toEqual(['near']);
    expect(a.driveSeconds).toBeGreaterThan(0);
    const reasons = Object.fromEntries(outcome.unplaced.map((u) => [u.jobId, u.reason]));
    expect(reasons.solder).toBe('No technician has the skill: Welding');
    expect(reasons.early).toMatch(/^No skilled technician can arrive between 08:00 and 08:10/);
    expect(reasons.second).toBe('Every skilled technician is at capacity (max jobs) that day');
  });

  it('the exact solver finds the shortest order and respects windows', async () => {
    const techs = [tech('a')];
    // On a line east of the start: the best order is by distance, unless a window forces the far one first.
    const jobs = [job('x1', -97.73, 30.27), job('x3', -97.71, 30.27), job('x2', -97.72, 30.27)];
    const free = await plan(techs, jobs);
    expect(free.outcome.routes[0].stops.map((s) => s.jobId)).toEqual(['x1', 'x2', 'x3']);
    const forced = await plan(techs, [
      ...jobs.slice(0, 2),
      job('x2', -97.72, 30.27, { window: [8 * 3600, 8 * 3600 + 900] }),
    ]);
    expect(forced.outcome.routes[0].stops[0].jobId).toBe('x2');
    expect(forced.outcome.routes[0].stops[0].arrival).toBeLessThanOrEqual(8 * 3600 + 900);
  });
});

describe('baseline', () => {
  it('measures the previous order, or nearest neighbour for new jobs', async () => {
    const techs = [tech('a')];
    const jobs = [job('x1', -97.73, 30.27), job('x3', -97.71, 30.27), job('x2', -97.72, 30.27)];
    const { outcome, matrix } = await plan(techs, jobs);
    const starts = new Map([['a', 0]]);
    const index = new Map(jobs.map((j, i) => [j.id, 1 + i]));
    const zigzag = baselineDrive(outcome.routes, starts, index, new Map([['a', ['x3', 'x1', 'x2']]]), matrix);
    expect(zigzag.kind).toBe('previous');
    expect(zigzag.seconds).toBeGreaterThan(outcome.routes[0].driveSeconds);
    const nn = baselineDrive(outcome.routes, starts, index, new Map(), matrix);
    expect(nn.kind).toBe('nearest-neighbour');
    expect(nn.seconds).toBe(outcome.routes[0].driveSeconds);
    expect(nearestNeighbourOrder(0, [2, 1, 3], matrix)).toEqual([1, 3, 2]);
    expect(efficiencyImprovement(1000, 750)).toBe(25);
    expect(efficiencyImprovement(0, 0)).toBe(0);
  });
});
