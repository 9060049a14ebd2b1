import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import type { Env } from '../../env';
import { startBackgroundJobs, type BackgroundJobs } from '../../background-jobs';
import { serveBackups } from '../backup/embedded-backup';
import { createReadiness, type Readiness } from './readiness';

export interface Server {
  app: FastifyInstance;
  readiness: Readiness;
  /** Migrates, runs `prepare`, starts the background jobs and turns ready. */
  start(): Promise<void>;
  /** Drains and closes everything; false when something failed or the timeout ran out. */
  shutdown(): Promise<boolean>;
}

export interface ServerOptions {
  env: Env;
  db: Database;
  /** Work after migrating and before taking traffic (bootstrap admin, demo seed). */
  prepare?: (db: Database) => Promise<void>;
  /** PGlite's data directory: the server then offers consistent backups on a socket beside it. */
  dataDir?: string;
}

/**
 * One server process. It listens at once (health checks answer 'starting'/'migrating' with 503), then
 * `start` migrates under the advisory lock, starts the background jobs and turns ready. `shutdown` stops
 * accepting connections, lets in-flight requests and the outbox worker finish and closes the database,
 * all within SHUTDOWN_TIMEOUT_MS.
 */
export async function listenServer({ env, db, prepare, dataDir }: ServerOptions): Promise<Server> {
  const readiness = createReadiness('starting');
  const app = await buildApp({ db, env, logLevel: env.LOG_LEVEL, webDistDir: env.WEB_DIST_DIR, readiness });
  // A connection the database cut (a restart, a failover) is logged; the pool connects afresh on demand.
  db.onConnectionError = (error) =>
    app.log.warn(
      { code: (error as { code?: unknown }).code, reason: error.message },
      'database connection lost',
    );
  await app.listen({ port: env.PORT, host: env.HOST });
  let jobs: BackgroundJobs | undefined;
  const backups = db.pglite && dataDir ? await serveBackups(db.pglite, dataDir) : undefined;
  let shuttingDown: Promise<boolean> | undefined;

  async function drain(): Promise<void> {
    await Promise.all([app.close(), jobs?.stop(), backups?.close()]);
    await db.close();
  }

  const server: Server = {
    app,
    readiness,
    async start() {
      readiness.phase = 'migrating';
      await runMigrations(db);
      await prepare?.(db);
      // A shutdown signal during migrations wins: do not start work that it would have to stop.
      if (readiness.phase !== 'migrating') return;
      jobs = startBackgroundJobs({ db, env, log: app.log, metrics: app.metrics });
      readiness.phase = 'ready';
    },
    shutdown() {
      shuttingDown ??= (async () => {
        readiness.phase = 'draining';
        app.log.info('shutting down: draining requests and the outbox');
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`still busy after ${env.SHUTDOWN_TIMEOUT_MS} ms`)),
            env.SHUTDOWN_TIMEOUT_MS,
          );
        });
        try {
          await Promise.race([drain(), timeout]);
          return true;
        } catch (err) {
          app.log.error({ err }, 'shutdown did not complete');
          return false;
        } finally {
          clearTimeout(timer);
        }
      })();
      return shuttingDown;
    },
  };
  return server;
}

/**
 * SIGTERM/SIGINT drain the server and exit 0 (1 if draining failed or timed out); a second signal
 * exits at once with 1.
 */
export function exitOnSignals(server: Server): void {
  let received = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (received) {
      server.app.log.warn(`${signal} again: exiting without finishing the shutdown`);
      process.exit(1);
    }
    received = true;
    void server.shutdown().then((ok) => process.exit(ok ? 0 : 1));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** Starts a server made by `listenServer`; a failed start-up (not one cut short by a signal) exits 1. */
export async function startOrExit(server: Server): Promise<void> {
  try {
    await server.start();
  } catch (err) {
    if (server.readiness.phase === 'draining') return; // the signal handler decides the exit code
    server.app.log.error({ err }, 'start-up failed');
    await server.shutdown();
    process.exit(1);
  }
}
