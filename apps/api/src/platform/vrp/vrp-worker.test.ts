/**
 * The worker wrapper answers exactly what the in-process solver answers, and the CLI prints only the
 * VROOM solution JSON on stdout.
 */
import { execFile } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { solveVrpInWorker } from './solve-in-worker';
import { solveVrp } from './solver';
import { validateSolution } from './validate-solution';
import type { VroomProblem, VroomSolution } from './vroom-types';

const problem: VroomProblem = {
  vehicles: [
    { id: 1, start: [0, 0], end: [0, 0], capacity: [4], time_window: [0, 200] },
    { id: 2, start: [10, 10], capacity: [4], skills: [5] },
  ],
  jobs: Array.from({ length: 9 }, (_, j) => ({
    id: j + 1,
    location: [(j * 7) % 13, (j * 5) % 11] as [number, number],
    service: 3,
    delivery: [1],
    ...(j === 4 ? { skills: [5] } : {}),
    ...(j % 3 === 0 ? { time_windows: [[0, 60]] as [number, number][] } : {}),
  })),
};
const options = { seed: 5, iterations: 400, timeBudgetMs: 20_000 };
const withoutTimes = (s: VroomSolution) => ({ ...s, summary: { ...s.summary, computing_times: null } });

describe('solveVrpInWorker', () => {
  it('solves in a worker thread with the same answer as in process', async () => {
    const inWorker = await solveVrpInWorker(problem, options);
    expect(validateSolution(problem, inWorker).problems).toEqual([]);
    expect(withoutTimes(inWorker)).toEqual(withoutTimes(solveVrp(problem, options)));
  });

  it('reports solver errors as a rejected promise', async () => {
    await expect(solveVrpInWorker({ vehicles: [{ id: 1 }], jobs: [{ id: 1 }] }, options)).rejects.toThrow(
      /location is required/,
    );
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const pending = solveVrpInWorker(problem, options, controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow(/cancelled/);
  });
});

describe('vrp CLI', () => {
  it('prints only the solution JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vrp-cli-'));
    const file = join(dir, 'problem.json');
    writeFileSync(file, JSON.stringify(problem));
    const cli = fileURLToPath(new URL('./vrp-cli.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, file, '--seed', '5', '--iterations', '400', '--time', '20'],
      { cwd: fileURLToPath(new URL('../../../../..', import.meta.url)) },
    );
    const solution = JSON.parse(stdout) as VroomSolution;
    expect(withoutTimes(solution)).toEqual(withoutTimes(solveVrp(problem, options)));
  });

  it('fails with a message on stderr for a bad file', async () => {
    const cli = fileURLToPath(new URL('./vrp-cli.ts', import.meta.url));
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', cli, '/nonexistent.json'], {
      cwd: fileURLToPath(new URL('../../../../..', import.meta.url)),
    });
    await expect(run).rejects.toMatchObject({ code: 1, stdout: '' });
  });
});
