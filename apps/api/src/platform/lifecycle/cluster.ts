import cluster, { type Worker } from 'node:cluster';

/** IPC messages between the primary and its server processes. */
export const WORKER_READY = 'tradeworks:ready';
export const WORKER_SHUTDOWN = 'tradeworks:shutdown';

const RESTART_DELAY_MS = 1000;

/**
 * WEB_CONCURRENCY=N: the primary process only supervises N server processes that share the port
 * (node:cluster hands out connections) and one PostgreSQL database. It restarts a process that dies, stops
 * them all on SIGTERM/SIGINT (exit 1 if any did not shut down cleanly; a second signal kills them at once),
 * and gives up if processes keep dying before they ever become ready.
 */
export function runPrimary(count: number): void {
  const log = (message: string) =>
    console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message }));
  const ready = new WeakSet<Worker>();
  let live = 0;
  let stopping = false;
  let failed = false;
  let failuresBeforeReady = 0;

  const fork = () => {
    const worker = cluster.fork();
    live++;
    worker.on('message', (message) => {
      if (message !== WORKER_READY) return;
      ready.add(worker);
      failuresBeforeReady = 0;
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
    if (!ready.has(worker) && ++failuresBeforeReady >= count * 3) {
      log('server processes keep failing during start-up; giving up');
      process.exit(1);
    }
    log(`server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: killing the server processes`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
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
