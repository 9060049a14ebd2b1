import cluster, { type Worker } from 'node:cluster';
import { createMetricsAggregator } from '../metrics/cluster-metrics';
import { CRASH_LOOP_STREAK, restartDelayMs, type CrashHistory } from './restart-policy';

/** IPC messages between the primary and its server processes. */
export const WORKER_READY = 'tradeworks:ready';
export const WORKER_SHUTDOWN = 'tradeworks:shutdown';

/**
 * WEB_CONCURRENCY=N: the primary process only supervises N server processes that share the port
 * (node:cluster hands out connections) and one PostgreSQL database. It restarts every process that dies —
 * at once the first time, then with a growing delay while they keep dying (restart-policy.ts), saying so in
 * an error line — until it is told to stop; it stops them all on SIGTERM/SIGINT (exit 1 if any did not shut
 * down cleanly; a second signal kills them at once).
 */
export function runPrimary(count: number): void {
  const log = (message: string, level = 30) =>
    console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, msg: message }));
  const startedAt = new WeakMap<Worker, number>();
  const ready = new WeakSet<Worker>();
  const crashes: CrashHistory = { streak: 0 };
  // Pending restarts. They are what keeps the primary alive when every process died at once (node:cluster
  // holds no handle of its own then), so they are never unref()ed.
  const restarts = new Set<NodeJS.Timeout>();
  let live = 0;
  let stopping = false;
  let failed = false;
  const serveMetrics = createMetricsAggregator();

  const fork = () => {
    const worker = cluster.fork();
    serveMetrics(worker);
    live++;
    startedAt.set(worker, Date.now());
    worker.on('message', (message) => {
      if (message === WORKER_READY) ready.add(worker);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    live--;
    if (stopping) {
      if (code !== 0) failed = true;
      if (live === 0) {
        log(`all server processes stopped${failed ? ' (some did not shut down cleanly)' : ''}`);
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    const delay = restartDelayMs(crashes, {
      ranMs: Date.now() - (startedAt.get(worker) ?? Date.now()),
      becameReady: ready.has(worker),
    });
    const seconds = `${Math.round(delay / 100) / 10} s`;
    if (crashes.streak >= CRASH_LOOP_STREAK) {
      log(
        `server processes keep crashing (${crashes.streak} in a row, see the lines before this): ` +
          `restarting process ${worker.process.pid} in ${seconds}, and again with longer waits until it stays up`,
        50,
      );
    } else {
      log(`server process ${worker.process.pid} exited (${signal ?? code}); starting another in ${seconds}`);
    }
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork();
    }, delay);
    restarts.add(timer);
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: killing the server processes`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    log(`${signal}: stopping ${live} server processes`);
    // A message, not a signal: a Ctrl-C already reached every process of the terminal's group, and a
    // second signal would make them exit without draining.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.send(WORKER_SHUTDOWN);
    if (live === 0) process.exit(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  log(`starting ${count} server processes`);
  for (let i = 0; i < count; i++) fork();
}
