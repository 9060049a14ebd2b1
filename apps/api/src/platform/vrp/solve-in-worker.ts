/**
 * Runs the solver in `node:worker_threads` Workers: one independent search per idle core (different seeds,
 * same budget each), the best answer kept. A worker that crashes or stops answering never takes the server
 * down: its last reported best still counts, and the others go on; only when no search produced anything
 * does the call fail.
 * The worker file sits next to this one with the same extension: `.js` in a bundle, `.ts` under tsx (dev,
 * tests). Node 20 does not apply `--import tsx` hooks to a worker's entry file, so a `.ts` worker is started
 * through tsx's `tsImport` API instead.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { pickBest } from './pick-best';
import { DEFAULT_SEED, defaultTimeBudgetMs } from './solver';
import type { SolveOptions, VroomProblem, VroomSolution } from './vroom-types';

/** Extra time past the wall-clock budget for loading and answering before a worker is given up on. */
const GRACE_MS = 30_000;
/** Searches at once in this process: each takes a core, so the next call sees fewer idle ones. */
let running = 0;

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

export function startVrpWorker(): Worker {
  const url = vrpWorkerUrl();
  return url.pathname.endsWith('.ts')
    ? new Worker(
        `import(${JSON.stringify(tsxApiUrl())}).then((tsx) => tsx.tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(url.href)}))`,
        { eval: true },
      )
    : new Worker(url);
}

/** Searches to run now: the cores not busy (load average, our own searches), at least one. */
export function idleSearches(): number {
  const cores = availableParallelism();
  const busy = Math.max(loadavg()[0], running);
  return Math.max(1, Math.min(cores, Math.floor(cores - busy + 0.5)));
}

interface SearchOutcome {
  solution: VroomSolution | null;
  error: Error | null;
}

/** One search in one worker; settles with its final (or last reported) solution, never rejects. */
function search(
  problem: VroomProblem,
  options: SolveOptions,
  startWorker: () => Worker,
  signal: AbortSignal,
): Promise<SearchOutcome> {
  return new Promise((resolve) => {
    let last: VroomSolution | null = null;
    let worker: Worker;
    try {
      worker = startWorker();
    } catch (error) {
      return resolve({ solution: null, error: error as Error });
    }
    let settled = false;
    const finish = (solution: VroomSolution | null, error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      void worker.terminate().catch(() => undefined);
      resolve({ solution, error });
    };
    const onAbort = () => finish(last, new Error('Route optimisation was cancelled'));
    const wall = options.timeBudgetMs ?? defaultTimeBudgetMs(problem.jobs.length);
    const timer = setTimeout(() => finish(last, new Error('Route optimisation timed out')), wall + GRACE_MS);
    signal.addEventListener('abort', onAbort);
    worker.on('message', (message: { type: string; solution?: VroomSolution; error?: string }) => {
      if (message.type === 'best' && message.solution) last = message.solution;
      else if (message.type === 'done' && message.solution) finish(message.solution, null);
      else if (message.type === 'error') finish(last, new Error(message.error));
    });
    worker.on('error', (error) => finish(last, error));
    worker.on('exit', (code) =>
      finish(last, new Error(`Route optimiser worker stopped (exit code ${code})`)),
    );
    worker.postMessage({ problem, options });
  });
}

export async function solveVrpInWorker(
  problem: VroomProblem,
  options: SolveOptions = {},
  signal?: AbortSignal,
  startWorker: () => Worker = startVrpWorker,
): Promise<VroomSolution> {
  if (signal?.aborted) throw new Error('Route optimisation was cancelled');
  const { onBest, searches: asked, ...shared } = options;
  void onBest; // functions cannot cross to a worker; progress stays inside each search
  const count = Math.max(1, Math.floor(asked ?? idleSearches()));
  const seed = shared.seed ?? DEFAULT_SEED;
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal?.addEventListener('abort', onAbort);
  running += count;
  try {
    const outcomes = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        search(problem, { ...shared, seed: seed + i }, startWorker, stop.signal),
      ),
    );
    if (signal?.aborted) throw new Error('Route optimisation was cancelled');
    const best = pickBest(outcomes.map((o) => o.solution));
    if (best) return best;
    throw outcomes.find((o) => o.error)?.error ?? new Error('Route optimisation produced no answer');
  } finally {
    running -= count;
    signal?.removeEventListener('abort', onAbort);
  }
}
