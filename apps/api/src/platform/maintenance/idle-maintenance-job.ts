import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AppMetrics } from '../metrics/metrics';
import { jobFailureLog } from '../job-failure-log';
import { maintainTables, type MaintenanceRun } from './table-maintenance';

/** How often the job looks whether the server is idle and tables are due. */
const CHECK_EVERY_MS = 5 * 60 * 1000;
/** Idle: no request answered for this long (a VACUUM holds the embedded engine's only connection meanwhile). */
const IDLE_AFTER_MS = 60 * 1000;

/**
 * The embedded engine's autovacuum (table-maintenance.ts): every few minutes, when no request was answered for a
 * minute, the due tables are analyzed and vacuumed. A failed run is logged and the next one tries again; it
 * never stops the job or the server.
 */
export function startIdleMaintenanceJob(options: {
  db: Database;
  log: FastifyBaseLogger;
  metrics?: AppMetrics;
  /** When the last request was answered (ms since the epoch). */
  lastRequestAt: () => number;
  everyMs?: number;
  idleAfterMs?: number;
  maintain?: (db: Database) => Promise<MaintenanceRun>;
}): { stop(): Promise<void> } {
  const { db, log, metrics, lastRequestAt } = options;
  const idleAfterMs = options.idleAfterMs ?? IDLE_AFTER_MS;
  const maintain = options.maintain ?? ((d: Database) => maintainTables(d));
  const failures = jobFailureLog(log, 'table maintenance');
  let running: Promise<void> | null = null;
  const run = () => {
    if (running || Date.now() - lastRequestAt() < idleAfterMs) return;
    running = maintain(db)
      .then(
        (done) => {
          failures.succeeded();
          metrics?.recordJobRun('table_maintenance', 'success');
          if (done.analyzed.length || done.vacuumed.length) log.info(done, 'table maintenance run');
        },
        (err) => {
          metrics?.recordJobRun('table_maintenance', 'failure');
          failures.failed(err, 'table maintenance failed');
        },
      )
      .finally(() => {
        running = null;
      });
  };
  const every = setInterval(run, options.everyMs ?? CHECK_EVERY_MS);
  every.unref();
  return {
    async stop() {
      clearInterval(every);
      await running;
    },
  };
}
