import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Health probes and metric scrapes: a load balancer or Prometheus asks every few seconds. */
const PROBE = /^\/(api\/health(\/[a-z]+)?|metrics)$/;

/**
 * One log line per request (the request as `safeRequestLog` writes it: no query string), when it is answered (Fastify's own logging, turned off in buildApp, writes two:
 * one as it arrives and one as it is answered). Health probes and metric scrapes are logged at debug, so
 * they do not drown the requests people make at the default level.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (req, reply, done) => {
    const level = isProbe(req) ? 'debug' : 'info';
    req.log[level](
      { req, statusCode: reply.statusCode, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}

const isProbe = (req: FastifyRequest) => req.method === 'GET' && PROBE.test((req.url ?? '').split('?')[0]);
