import type { FastifyInstance } from 'fastify';

/**
 * Where a server process is in its life: it listens while still 'starting' or 'migrating' (so a load
 * balancer can ask), serves only when 'ready', and is 'draining' from the first shutdown signal on.
 */
export type LifecyclePhase = 'starting' | 'migrating' | 'ready' | 'draining';

export interface Readiness {
  phase: LifecyclePhase;
}

export function createReadiness(phase: LifecyclePhase = 'starting'): Readiness {
  return { phase };
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Health checks answer in every phase; every other /api request waits for 'ready' (503 until then). */
export function installReadinessGate(app: FastifyInstance, readiness: Readiness): void {
  app.decorate('readiness', readiness);
  // While draining, a response also ends its keep-alive connection: otherwise the client may hold the
  // idle connection open for a minute and the server could not finish closing.
  app.addHook('onSend', async (_req, reply) => {
    if (readiness.phase === 'draining') reply.header('connection', 'close');
  });
  app.addHook('onRequest', async (req, reply) => {
    if (readiness.phase === 'ready' || !req.url.startsWith('/api/') || req.url.startsWith('/api/health'))
      return;
    reply.header('retry-after', '1');
    return reply.code(503).send({
      error: 'UNAVAILABLE',
      message:
        readiness.phase === 'draining'
          ? 'The server is shutting down'
          : 'The server is starting, try again shortly',
    });
  });
}
