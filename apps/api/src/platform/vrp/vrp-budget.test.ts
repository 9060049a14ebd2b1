/**
 * The search budget: iterations and CPU time (not wall time) drive the search, construction and local
 * search stop when the budget runs out, and a fixed iteration budget and seed give the same answer whether
 * the search runs in process or in a worker.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { regretInsert } from './insertion';
import { compileProblem } from './model';
import { evaluateRoute, Route } from './route-state';
import { SearchBudget } from './search-budget';
import { parseSolomon, solomonToVroom } from './solomon.test-support';
import { solveVrp } from './solver';
import { validateSolution } from './validate-solution';

const solomon = (name: string) =>
  solomonToVroom(
    parseSolomon(
      readFileSync(
        fileURLToPath(new URL(`../../../../../bench/vrptw/solomon/${name}.txt`, import.meta.url)),
        'utf8',
      ),
    ),
  );

describe('SearchBudget', () => {
  it('ends on CPU time, not on wall time, and reports progress as the larger share', () => {
    let cpu = 0;
    let wall = 0;
    const budget = new SearchBudget(
      { iterations: 1000, cpuMs: 100, wallMs: 10_000 },
      () => cpu,
      () => wall,
    );
    // A loaded machine: much wall time passes, little CPU time; the budget is not spent.
    wall = 5_000;
    cpu = 40;
    budget.iteration = 100;
    for (let i = 0; i < 16; i++) expect(budget.expired()).toBe(false);
    expect(budget.progress()).toBeCloseTo(0.4);
    cpu = 100;
    let calls = 0;
    while (!budget.expired()) calls++;
    expect(calls).toBeLessThan(16); // clocks are read every 16 calls
    expect(budget.progress()).toBe(1);
  });

  it('ends on iterations exactly, and on the wall-clock backstop when the CPU budget cannot be spent', () => {
    const byIterations = new SearchBudget({ iterations: 10, cpuMs: Infinity, wallMs: Infinity });
    byIterations.iteration = 9;
    expect(byIterations.expired()).toBe(false);
    byIterations.iteration = 10;
    expect(byIterations.expired()).toBe(true);

    let wall = 0;
    const stalled = new SearchBudget(
      { iterations: 1000, cpuMs: 1000, wallMs: 50 },
      () => 0,
      () => wall,
    );
    wall = 60;
    let calls = 0;
    while (!stalled.expired()) calls++;
    expect(calls).toBeLessThan(16);
  });
});

describe('construction under a deadline', () => {
  it('stops regret insertion when told and places the rest by cheapest insertion, all feasibly', () => {
    const problem = solomon('r101');
    const model = compileProblem(problem);
    const fresh = () => ({
      routes: Array.from({ length: model.m }, (_, v) => new Route(model, v)),
      routeOf: new Int32Array(model.n).fill(-1),
    });
    const jobs = Array.from({ length: model.n }, (_, j) => j);

    const full = fresh();
    expect(regretInsert(full.routes, jobs, full.routeOf, 3, model)).toEqual([]);

    // The deadline passes after 130 questions: the 100 evaluations of the set-up and 30 placements.
    let asked = 0;
    const cut = fresh();
    const left = regretInsert(cut.routes, jobs, cut.routeOf, 3, model, () => ++asked > 130);
    expect(asked).toBe(131); // it stopped asking: the remaining 70 jobs were not placed by regret
    expect(left).toEqual([]);
    expect(Array.from(cut.routeOf).every((v) => v >= 0)).toBe(true);
    for (const r of cut.routes)
      expect(evaluateRoute(model, r.v, r.jobs, r.jobs.length)).toBeGreaterThanOrEqual(0);
    // The rest went in by one cheapest-insertion pass, so the plan differs from full regret's.
    expect(cut.routes.map((r) => r.jobs)).not.toEqual(full.routes.map((r) => r.jobs));
  });

  it('a solve whose budget is already spent still answers with every job placed feasibly', () => {
    const problem = solomon('c101');
    const solution = solveVrp(problem, { seed: 1, iterations: 0 });
    expect(solution.unassigned).toEqual([]);
    expect(validateSolution(problem, solution).problems).toEqual([]);
  });
});

describe('reproducible budgets', () => {
  it('a fixed iteration budget and seed give the same plan, with no CPU or wall limit in the way', () => {
    const problem = solomon('rc101');
    const a = solveVrp(problem, { seed: 7, iterations: 1500 });
    const b = solveVrp(problem, { seed: 7, iterations: 1500 });
    expect(b.routes).toEqual(a.routes);
    expect(b.summary.cost).toBe(a.summary.cost);
  });
});
