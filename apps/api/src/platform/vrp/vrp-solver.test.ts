/**
 * Larger random problems: every answer passes the independent validator (windows, capacity, skills,
 * max_tasks, vehicle windows), the same seed gives the same plan, and the output has VROOM's shape.
 */
import { describe, expect, it } from 'vitest';
import { createRng, randomInt, type Rng } from './prng';
import { solveVrp } from './solver';
import { unassignedReasons } from './unassigned-reasons';
import { validateSolution } from './validate-solution';
import type { VroomProblem } from './vroom-types';

function cityDay(rng: Rng, jobs: number, vehicles: number, withMatrix: boolean): VroomProblem {
  const points = Array.from({ length: jobs + vehicles }, () => [rng() * 40, rng() * 40] as [number, number]);
  const durations = points.map((a) =>
    points.map((b) => Math.round(Math.hypot(a[0] - b[0], a[1] - b[1]) * 60)),
  );
  const at = (i: number) => (withMatrix ? { location_index: i } : { location: points[i] });
  return {
    vehicles: Array.from({ length: vehicles }, (_, v) => ({
      id: v + 1,
      ...(withMatrix
        ? { start_index: jobs + v, end_index: jobs + v }
        : { start: points[jobs + v], end: points[jobs + v] }),
      capacity: [randomInt(rng, 8, 14)],
      skills: rng() < 0.5 ? [1, 2] : [1],
      time_window: [8 * 3600, 17 * 3600] as [number, number],
      max_tasks: randomInt(rng, 6, 12),
    })),
    jobs: Array.from({ length: jobs }, (_, j) => {
      const open = 8 * 3600 + randomInt(rng, 0, 7) * 3600;
      return {
        id: 1000 + j,
        ...at(j),
        service: randomInt(rng, 15, 90) * 60,
        delivery: [randomInt(rng, 1, 3)],
        skills: rng() < 0.2 ? [2] : [1],
        priority: rng() < 0.1 ? 100 : 0,
        time_windows:
          rng() < 0.7
            ? ([[open, open + 2 * 3600]] as [number, number][])
            : ([
                [8 * 3600, 10 * 3600],
                [13 * 3600, 15 * 3600],
              ] as [number, number][]),
      };
    }),
    ...(withMatrix ? { matrices: { car: { durations } } } : {}),
  };
}

describe('VRP solver on random days', () => {
  const rng = createRng(42);
  it.each([
    [30, 3, true],
    [45, 4, true],
    [40, 4, false],
    [60, 5, true],
  ] as const)('%i jobs, %i vehicles (matrix %s): every route feasible', (jobs, vehicles, withMatrix) => {
    const problem = cityDay(rng, jobs, vehicles, withMatrix);
    const solution = solveVrp(problem, { seed: 3, iterations: 800, timeBudgetMs: 20_000 });
    const check = validateSolution(problem, solution);
    expect(check.problems).toEqual([]);
    expect(solution.code).toBe(0);
    expect(solution.summary.routes).toBe(solution.routes.length);
    expect(solution.routes.length).toBeLessThanOrEqual(vehicles);
    for (const route of solution.routes) {
      expect(route.steps[0].type).toBe('start');
      expect(route.steps.at(-1)!.type).toBe('end');
    }
  });

  it('the same seed gives the same plan; another seed still a feasible one', () => {
    const problem = cityDay(createRng(9), 40, 4, true);
    const strip = (s: ReturnType<typeof solveVrp>) => ({
      ...s,
      summary: { ...s.summary, computing_times: null },
    });
    const a = solveVrp(problem, { seed: 11, iterations: 600, timeBudgetMs: 30_000 });
    const b = solveVrp(problem, { seed: 11, iterations: 600, timeBudgetMs: 30_000 });
    expect(strip(a)).toEqual(strip(b));
    const c = solveVrp(problem, { seed: 12, iterations: 600, timeBudgetMs: 30_000 });
    expect(validateSolution(problem, c).problems).toEqual([]);
  });

  it('places high-priority jobs first when not everything fits', () => {
    const problem: VroomProblem = {
      vehicles: [{ id: 1, start: [0, 0], end: [0, 0], max_tasks: 2 }],
      jobs: [
        { id: 1, location: [1, 0] },
        { id: 2, location: [2, 0] },
        { id: 3, location: [30, 0], priority: 10 },
      ],
    };
    const solution = solveVrp(problem, { seed: 1, iterations: 300 });
    const placed = solution.routes[0].steps.filter((s) => s.type === 'job').map((s) => s.id);
    expect(placed).toContain(3);
    expect(solution.unassigned.map((u) => u.id)).toHaveLength(1);
    expect(solution.summary.priority).toBe(10);
  });

  it('honours the vehicle window, skills and capacity (what cannot be placed is unassigned)', () => {
    const problem: VroomProblem = {
      vehicles: [{ id: 7, start: [0, 0], end: [0, 0], time_window: [0, 50], capacity: [5], skills: [1] }],
      jobs: [
        { id: 1, location: [10, 0], delivery: [3] },
        { id: 2, location: [0, 10], delivery: [3] },
        { id: 3, location: [40, 0] },
        { id: 4, location: [0, 1], skills: [2] },
        { id: 5, location: [1, 1], delivery: [6] },
      ],
    };
    const solution = solveVrp(problem, { seed: 1, iterations: 300 });
    expect(validateSolution(problem, solution).problems).toEqual([]);
    const unassigned = solution.unassigned.map((u) => u.id);
    // One of the two 3-unit jobs fits (5 units); the far job breaks the window, job 4 needs skill 2, job 5 is 6 units.
    expect(unassigned).toHaveLength(4);
    expect(unassigned).toEqual(expect.arrayContaining([3, 4, 5]));
    const reasons = unassignedReasons(problem, solution);
    expect(reasons.get(3)).toBe('time_window');
    expect(reasons.get(4)).toBe('skills');
    expect(reasons.get(5)).toBe('capacity');
    expect(reasons.get(unassigned.find((id) => id < 3)!)).toBe('no_room');
    expect(solution.summary.delivery).toEqual([3]);
  });

  it('answers an empty problem with no routes', () => {
    const solution = solveVrp({ vehicles: [{ id: 1 }], jobs: [] });
    expect(solution.routes).toEqual([]);
    expect(solution.summary.unassigned).toBe(0);
  });

  it('rejects a job without a location, duplicate ids, ragged matrices and reversed windows', () => {
    expect(() => solveVrp({ vehicles: [{ id: 1 }], jobs: [{ id: 1 }] })).toThrow(/location is required/);
    const at = { location: [0, 0] as [number, number] };
    expect(() =>
      solveVrp({
        vehicles: [{ id: 1 }],
        jobs: [
          { id: 1, ...at },
          { id: 1, ...at },
        ],
      }),
    ).toThrow('duplicate job id 1');
    expect(() =>
      solveVrp({ vehicles: [{ id: 1 }], jobs: [{ id: 1, ...at, time_windows: [[10, 5]] }] }),
    ).toThrow('job 1: invalid time window');
    expect(() =>
      solveVrp({
        vehicles: [{ id: 1, start_index: 0 }],
        jobs: [{ id: 1, location_index: 1 }],
        matrices: { car: { durations: [[0, 1], [1]] } },
      }),
    ).toThrow(/matrices.car/);
  });
});
