/**
 * The worker wrapper answers exactly what the in-process solver answers (one search, or the best of
 * several seeds), survives workers that crash, and the CLI prints only the VROOM solution JSON on stdout.
 */
import { execFile } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { pickBest } from './pick-best';
import { solveVrpInWorker, startVrpWorker } from './solve-in-worker';
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
const options = { seed: 5, iterations: 400, timeBudgetMs: 20_000, searches: 1 };
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

  it('runs independent searches with consecutive seeds and keeps the best: the same answer every time', async () => {
    const three = await solveVrpInWorker(problem, { ...options, searches: 3 });
    const inProcess = [5, 6, 7].map((seed) => solveVrp(problem, { ...options, seed }));
    expect(withoutTimes(three)).toEqual(withoutTimes(pickBest(inProcess)!));
  });

  it('can be cancelled', async () => {
    const controller = new AbortController();
    const pending = solveVrpInWorker(problem, options, controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow(/cancelled/);
  });
});

/** A worker that dies as soon as it gets the problem: an uncaught error, like a bug or an OOM would. */
const crashing = () =>
  new Worker(
    `require('node:worker_threads').parentPort.once('message', () => { throw new Error('boom'); });`,
    { eval: true },
  );

describe('solveVrpInWorker when workers fail', () => {
  it('keeps the answer of the searches that finished when another one crashes', async () => {
    let started = 0;
    const start = () => (started++ === 1 ? crashing() : startVrpWorker());
    const solution = await solveVrpInWorker(problem, { ...options, searches: 2 }, undefined, start);
    expect(started).toBe(2);
    expect(withoutTimes(solution)).toEqual(withoutTimes(solveVrp(problem, options)));
  });

  it('answers with the last best a worker reported before it died', async () => {
    const reported = solveVrp(problem, { ...options, iterations: 10 });
    const dying = () =>
      new Worker(
        `const { parentPort } = require('node:worker_threads');
         parentPort.once('message', () => {
           parentPort.postMessage({ type: 'best', solution: ${JSON.stringify(reported)} });
           setTimeout(() => process.exit(3), 50);
         });`,
        { eval: true },
      );
    const solution = await solveVrpInWorker(problem, { ...options, searches: 1 }, undefined, dying);
    expect(solution).toEqual(reported);
  });

  it('fails with the worker error only when no search produced anything, and the process goes on', async () => {
    await expect(solveVrpInWorker(problem, { ...options, searches: 2 }, undefined, crashing)).rejects.toThrow(
      /boom/,
    );
    // The process (the API server in production) is still here and can solve the next request.
    const next = await solveVrpInWorker(problem, options);
    expect(validateSolution(problem, next).problems).toEqual([]);
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
