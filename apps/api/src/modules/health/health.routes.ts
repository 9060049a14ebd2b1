import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/route';

export function registerHealthRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    summary: 'Liveness and database check',
    tags: ['platform'],
    handler: async ({ db, reply }) => {
      try {
        const databaseMs = await db.ping();
        return {
          status: 'ok',
          database: { status: 'ok', engine: db.engine, responseTimeMs: Math.round(databaseMs * 100) / 100 },
        };
      } catch {
        reply.code(503);
        return { status: 'error', database: { status: 'unreachable', engine: db.engine } };
      }
    },
  });
}
