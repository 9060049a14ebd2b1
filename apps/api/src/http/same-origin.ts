import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers send Sec-Fetch-Site;
 * older ones send Origin, which must match PUBLIC_URL or the Host the request came to (not a forwarded host).
 */
export function installSameOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (SAFE_METHODS.has(req.method)) return;
    // Public, signature-verified callbacks (Stripe's webhook) come from other hosts by design.
    if (req.routeOptions.config?.crossSite) return;
    const site = req.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
      return reply.code(403).send({ error: 'FORBIDDEN', message: 'Cross-site request refused' });
    }
    const origin = req.headers.origin;
    if (origin && origin !== 'null') {
      let from: URL;
      try {
        from = new URL(origin);
      } catch {
        return reply.code(403).send({ error: 'FORBIDDEN', message: 'Cross-site request refused' });
      }
      // The Host header the request really came with, or PUBLIC_URL — never X-Forwarded-Host. Parsed with
      // the origin's scheme so a default port (":80") compares equal either way.
      const publicUrl = req.server.env.PUBLIC_URL;
      const allowed = [hostOf(from.protocol, req.headers.host), publicUrl && new URL(publicUrl).host];
      if (!allowed.includes(from.host)) {
        return reply.code(403).send({ error: 'FORBIDDEN', message: 'Cross-site request refused' });
      }
    } else if (origin === 'null') {
      return reply.code(403).send({ error: 'FORBIDDEN', message: 'Cross-site request refused' });
    }
  });
}

function hostOf(protocol: string, host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return undefined;
  }
}
