import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AppMetrics } from '../../platform/metrics/metrics';
import { safeErrorFields } from '../../http/safe-log';
import { jobFailureLog } from '../../platform/job-failure-log';
import { runAgreementGenerator } from './agreement-generator';

const HOUR_MS = 60 * 60 * 1000;
/** The first run waits a little after start-up, so a starting server answers requests first. */
const FIRST_RUN_DELAY_MS = 30_000;

/**
 * The generator as a background job of the server process: shortly after start, then hourly. Several
 * processes may run it at once (row locks with SKIP LOCKED, unique keys: agreement-generator.ts).
 */
export function startAgreementGeneratorJob(options: {
  db: Database;
  log: FastifyBaseLogger;
  metrics?: AppMetrics;
}): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const failures = jobFailureLog(options.log, 'agreement generator');
  const run = () => {
    if (running || stopped) return;
    running = runAgreementGenerator({
      db: options.db,
      trigger: 'schedule',
      onError: (err, where) =>
        options.log.error({ ...safeErrorFields(err), ...where }, 'agreement generator: an agreement failed'),
    })
      .then(
        (counts) => {
          failures.succeeded();
          options.metrics?.recordJobRun('agreement_generator', counts.failures ? 'failure' : 'success');
          if (counts.visitsCreated || counts.invoicesCreated || counts.renewalsCreated || counts.failures)
            options.log.info(counts, 'agreement generator run');
        },
        (err) => {
          options.metrics?.recordJobRun('agreement_generator', 'failure');
          failures.failed(err, 'agreement generator failed');
        },
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, FIRST_RUN_DELAY_MS);
  const every = setInterval(run, HOUR_MS);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
