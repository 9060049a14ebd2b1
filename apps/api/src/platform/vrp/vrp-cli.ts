/**
 * npm run vrp -- problem.json [--seed N] [--iterations N] [--cpu SECONDS] [--time SECONDS]
 * Solves a VROOM-format problem file ("-" reads stdin) and prints only the VROOM-format solution JSON.
 * --iterations alone gives a reproducible run; --cpu limits CPU time, --time wall-clock time.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { solveVrp } from './solver';
import type { VroomProblem } from './vroom-types';

const USAGE =
  'usage: npm run vrp -- problem.json [--seed N] [--iterations N] [--cpu SECONDS] [--time SECONDS]';

function number(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a non-negative number`);
  return parsed;
}

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      seed: { type: 'string' },
      time: { type: 'string' },
      cpu: { type: 'string' },
      iterations: { type: 'string' },
    },
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const text = readFileSync(positionals[0] === '-' ? 0 : positionals[0], 'utf8');
  const problem = JSON.parse(text) as VroomProblem;
  if (!Array.isArray(problem.jobs) || !Array.isArray(problem.vehicles))
    throw new Error('the problem needs "jobs" and "vehicles" arrays');
  const seconds = number(values.time, 'time');
  const cpu = number(values.cpu, 'cpu');
  const solution = solveVrp(problem, {
    seed: number(values.seed, 'seed'),
    timeBudgetMs: seconds === undefined ? undefined : seconds * 1000,
    cpuBudgetMs: cpu === undefined ? undefined : cpu * 1000,
    iterations: number(values.iterations, 'iterations'),
  });
  process.stdout.write(`${JSON.stringify(solution)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
