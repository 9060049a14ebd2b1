import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers send Sec-Fetch-Site;
 * older ones send Origin, which must match PUBLIC_URL or the Host the request came to (not a forwarded host).
 */
export function installSameOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    const site = req.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
      return reply.code(403).send({ error: 'FORBIDDEN', message: 'Cross-site request refused' });
    }
    const origin = req.headers.origin;
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        return reply.code(403).send({ error: 'FORBIDDEN', message: 'Cross-site request refused' });
      }
      // The Host header the request really came with, or PUBLIC_URL — never X-Forwarded-Host.
      const publicUrl = req.server.env.PUBLIC_URL;
      const allowed = [req.headers.host, publicUrl && new URL(publicUrl).host].filter(Boolean);
      if (!allowed.includes(host)) {
        return reply.code(403).send({ error: 'FORBIDDEN', message: 'Cross-site request refused' });
      }
    } else if (origin === 'null') {
      return reply.code(403).send({ error: 'FORBIDDEN', message: 'Cross-site request refused' });
    }
  });
}
