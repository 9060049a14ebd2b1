import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { clusterMetricsText, inCluster } from './cluster-metrics';
import { createMetrics, type AppMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Route label of requests no route matched (the web app's pages and 404s): one label, not one per URL. */
const UNMATCHED = '(unmatched)';

/**
 * Measures every request by route pattern and serves Prometheus text at GET /metrics (a cluster's whole
 * figures under WEB_CONCURRENCY>1). The endpoint exists
 * only while METRICS_TOKEN is set (read per request), and wants `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function installMetrics(app: FastifyInstance): void {
  const metrics = createMetrics(app.db);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest({
      method: req.method,
      route: req.routeOptions.url ?? UNMATCHED,
      status: reply.statusCode,
      durationMs: reply.elapsedTime,
    });
    done();
  });
  app.route({
    method: 'GET',
    url: '/metrics',
    config: { access: 'public' },
    handler: async (req, reply) => {
      const token = app.env.METRICS_TOKEN;
      if (!token) {
        return reply
          .code(404)
          .send({ error: 'NOT_FOUND', message: 'Metrics are off (METRICS_TOKEN is not set)' });
      }
      if (!bearerMatches(req.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: 'UNAUTHORIZED', message: 'A valid bearer token is required' });
      }
      // Under WEB_CONCURRENCY>1 the figures of every process, summed by the primary (cluster-metrics.ts).
      const text = inCluster() ? await clusterMetricsText() : await metrics.registry.metrics();
      reply.header('content-type', metrics.registry.contentType);
      return text;
    },
  });
}

/** Constant-time comparison (of digests, so the lengths match). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}
