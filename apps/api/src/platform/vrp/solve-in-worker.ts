/**
 * Runs the solver in a `node:worker_threads` Worker. The worker file sits next to this one with the same
 * extension: `.js` in a bundle, `.ts` under tsx (dev, tests). Node 20 does not apply `--import tsx` hooks to
 * a worker's entry file, so a `.ts` worker is started through tsx's `tsImport` API instead.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { defaultTimeBudgetMs } from './solver';
import type { SolveOptions, VroomProblem, VroomSolution } from './vroom-types';

/** Extra time past the search budget for loading and answering before the worker is given up on. */
const GRACE_MS = 30_000;

export function vrpWorkerUrl(): URL {
  const ext = extname(fileURLToPath(import.meta.url)) || '.js';
  return new URL(`./vrp.worker${ext}`, import.meta.url);
}

/** tsx's ESM API entry, found through its package exports (resolution here would pick the CommonJS one). */
function tsxApiUrl(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'];
  return pathToFileURL(join(dirname(manifest), exports.import.default)).href;
}

export function solveVrpInWorker(
  problem: VroomProblem,
  options: SolveOptions = {},
  signal?: AbortSignal,
): Promise<VroomSolution> {
  const url = vrpWorkerUrl();
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('Route optimisation was cancelled'));
    const worker = url.pathname.endsWith('.ts')
      ? new Worker(
          `import(${JSON.stringify(tsxApiUrl())}).then((tsx) => tsx.tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(url.href)}))`,
          { eval: true },
        )
      : new Worker(url);
    let settled = false;
    const finish = (error: Error | null, solution?: VroomSolution) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      if (error) reject(error);
      else resolve(solution!);
    };
    const onAbort = () => finish(new Error('Route optimisation was cancelled'));
    const budget = options.timeBudgetMs ?? defaultTimeBudgetMs(problem.jobs.length);
    const timer = setTimeout(() => finish(new Error('Route optimisation timed out')), budget + GRACE_MS);
    signal?.addEventListener('abort', onAbort);
    worker.once('message', (answer: { ok: boolean; solution?: VroomSolution; error?: string }) =>
      answer.ok ? finish(null, answer.solution) : finish(new Error(answer.error)),
    );
    worker.once('error', (error) => finish(error));
    worker.once('exit', (code) => finish(new Error(`Route optimiser worker stopped (exit code ${code})`)));
    worker.postMessage({ problem, options });
  });
}
