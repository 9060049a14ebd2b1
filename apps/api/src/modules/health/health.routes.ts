import type { FastifyInstance } from 'fastify';
import { healthSchema, livenessSchema, readinessSchema } from '@tradeworks/contracts/platform';
import { defineRoute } from '../../http/route';

export function registerHealthRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    summary: 'Liveness and database check',
    tags: ['platform'],
    response: healthSchema,
    handler: async ({ db, reply }) => {
      try {
        const databaseMs = await db.ping();
        return {
          status: 'ok',
          database: { status: 'ok', engine: db.engine, responseTimeMs: Math.round(databaseMs * 100) / 100 },
        };
      } catch {
        // Sent here: defineRoute would set its success status on a returned body.
        return reply
          .code(503)
          .send({ status: 'error', database: { status: 'unreachable', engine: db.engine } });
      }
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/health/live',
    access: 'public',
    summary: 'Liveness: the process answers (restart it when this fails)',
    tags: ['platform'],
    // No database call: a slow database must not get a healthy process restarted.
    response: livenessSchema,
    handler: () => ({ status: 'ok', pid: process.pid }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/health/ready',
    access: 'public',
    summary:
      'Readiness: 200 only when migrated and not shutting down; 503 while starting, migrating or draining',
    tags: ['platform'],
    response: readinessSchema,
    handler: async ({ db, reply }) => {
      const phase = app.readiness.phase;
      if (phase !== 'ready') return reply.code(503).send({ status: phase });
      try {
        await db.ping();
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ status: 'database unreachable' });
      }
    },
  });
}
