import { isDatabaseUnavailable } from '../db/database-unavailable';
import { safeErrorFields } from '../http/safe-log';

type JobLog = { [level in 'info' | 'warn' | 'error']: (obj: object, msg: string) => void };

/**
 * How a background job (the outbox worker, the agreement generator, the clean-ups) logs its runs' failures:
 * without the query's values (safe-log.ts), and a database outage once — a warning when it starts and a line
 * when the job works again — rather than an error on every poll while the database restarts.
 */
export function jobFailureLog(log: JobLog, job: string) {
  let outage = false;
  return {
    failed(err: unknown, message: string): void {
      if (!isDatabaseUnavailable(err)) return log.error({ job, ...safeErrorFields(err) }, message);
      if (!outage)
        log.warn({ job, ...safeErrorFields(err) }, `${job}: the database is unavailable; retrying`);
      outage = true;
    },
    succeeded(): void {
      if (!outage) return;
      outage = false;
      log.info({ job }, `${job}: the database is available again`);
    },
  };
}
