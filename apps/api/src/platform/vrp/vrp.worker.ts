/**
 * Worker-thread entry: solves one problem off the main thread so the API keeps answering while it runs.
 * Bundled builds need this file as its own entry point, emitted as `vrp.worker.js` next to the code of
 * solve-in-worker (see solve-in-worker.ts).
 */
import { parentPort } from 'node:worker_threads';
import { solveVrp } from './solver';
import type { SolveOptions, VroomProblem } from './vroom-types';

parentPort!.once('message', (message: { problem: VroomProblem; options: SolveOptions }) => {
  try {
    parentPort!.postMessage({ ok: true, solution: solveVrp(message.problem, message.options) });
  } catch (error) {
    parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
