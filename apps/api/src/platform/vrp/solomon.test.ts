/** The Solomon reader (both layouts) and a small instance solved feasibly close to its optimum. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSolomon, firstCustomers, parseSolomon, SCALE, solomonToVroom } from './solomon.test-support';
import { solveVrp } from './solver';
import { validateSolution } from './validate-solution';

const file = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../../../bench/vrptw/solomon/${name}`, import.meta.url)), 'utf8');

describe('Solomon instances', () => {
  it('reads the classic layout', () => {
    const text = [
      'C101',
      'VEHICLE',
      'NUMBER     CAPACITY',
      '  25         200',
      'CUSTOMER',
      'CUST NO.  XCOORD.   YCOORD.    DEMAND  READY TIME  DUE DATE   SERVICE TIME',
      file('c101.txt').split('\n').slice(2).join('\n'),
    ].join('\n');
    const c101 = parseSolomon(text);
    expect(c101).toMatchObject({ name: 'C101', vehicles: 25, capacity: 200 });
    expect(c101.depot).toEqual({ id: 0, x: 40, y: 50, demand: 0, ready: 0, due: 1236, service: 0 });
    expect(c101.customers).toHaveLength(100);
    expect(c101.customers[0]).toEqual({ id: 1, x: 45, y: 68, demand: 10, ready: 912, due: 967, service: 90 });
  });

  it('reads the short layout (capacity, count, then rows) and converts to a VROOM problem', () => {
    const r201 = parseSolomon(file('r201.txt'), 'r201');
    expect(r201).toMatchObject({ name: 'r201', vehicles: 25, capacity: 1000 });
    expect(r201.customers).toHaveLength(100);
    const problem = solomonToVroom(firstCustomers(r201, 25));
    expect(problem.jobs).toHaveLength(25);
    expect(problem.jobs[0]).toMatchObject({ id: 1, location_index: 1, service: 10 * SCALE, delivery: [10] });
    expect(problem.jobs[0].time_windows).toEqual([[707 * SCALE, 848 * SCALE]]);
    expect(problem.vehicles[0]).toMatchObject({ capacity: [1000], time_window: [0, 1000 * SCALE] });
    // Durations are rounded up, so a plan the solver finds feasible is feasible with exact distances too.
    expect(problem.matrices!.car.durations[0][1]).toBe(Math.ceil(Math.hypot(41 - 35, 49 - 35) * SCALE));
  });

  // C101.25: Solomon's table lists 191.3 with distances truncated to one decimal; 191.81 unrounded.
  it('solves Solomon C101.25 feasibly, within 1% of its best known 191.81', () => {
    const instance = firstCustomers(parseSolomon(file('c101.txt')), 25);
    const problem = solomonToVroom(instance);
    const solution = solveVrp(problem, { seed: 1, iterations: 2000, timeBudgetMs: 30_000 });
    expect(validateSolution(problem, solution).problems).toEqual([]);
    const check = checkSolomon(instance, solution);
    expect(check.problems).toEqual([]);
    expect(check.distance).toBeLessThan(191.81 * 1.01);
  });
});
