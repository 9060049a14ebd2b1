import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Env } from '../env';
import { deleteIdleSessions } from './auth/sessions';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

const HOUR_MS = 60 * 60 * 1000;

/** Periodic work of a server process: expired-session clean-up (the outbox worker joins here). */
export function startBackgroundJobs(options: { db: Database; env: Env; log: FastifyBaseLogger }): BackgroundJobs {
  const sweep = setInterval(() => {
    deleteIdleSessions(options.db).catch((err) => options.log.error({ err }, 'session clean-up failed'));
  }, HOUR_MS);
  sweep.unref();
  return {
    async stop() {
      clearInterval(sweep);
    },
  };
}
