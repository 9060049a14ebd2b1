/**
 * Worker-thread entry: runs one search off the main thread so the API keeps answering while it runs.
 * Messages to the parent: `best` (a new best solution, at most every BEST_EVERY_MS, so the parent still has
 * an answer if this thread dies), then `done` with the final solution and this thread's CPU time, or `error`.
 * Bundled builds need this file as its own entry point, emitted as `vrp.worker.js` next to the code of
 * solve-in-worker (see solve-in-worker.ts).
 */
import { parentPort } from 'node:worker_threads';
import { threadCpuMs } from './cpu-clock';
import { solveVrp } from './solver';
import type { SolveOptions, VroomProblem } from './vroom-types';

const BEST_EVERY_MS = 250;

parentPort!.once('message', (message: { problem: VroomProblem; options: SolveOptions }) => {
  const cpuStart = threadCpuMs();
  let lastPost = -Infinity;
  try {
    const solution = solveVrp(message.problem, {
      ...message.options,
      onBest: (best) => {
        const now = performance.now();
        if (now - lastPost < BEST_EVERY_MS) return;
        lastPost = now;
        parentPort!.postMessage({ type: 'best', solution: best });
      },
    });
    parentPort!.postMessage({ type: 'done', solution, cpuMs: threadCpuMs() - cpuStart });
  } catch (error) {
    parentPort!.postMessage({ type: 'error', error: error instanceof Error ? error.message : String(error) });
  }
});
