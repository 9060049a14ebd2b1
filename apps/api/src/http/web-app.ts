import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendPortalPage } from './portal-page';
import { trackPagePolicy } from './security-headers';

/**
 * Serves the built web app. Files are looked up per request (a rebuild needs no restart); hashed assets are
 * cached for good, index.html never. The build writes brotli and gzip copies of each text file
 * (apps/web/scripts/precompress-plugin.ts): a browser that accepts one gets it (Content-Encoding, Vary:
 * Accept-Encoding), others the plain file. Any other non-API GET gets index.html (client-side routing), but a
 * missing file — anything under /assets/, or a path whose last segment has a file extension (/wp-login.php,
 * /sitemap.xml) — is a 404: answering it with the page would break the browser's script loading and tell
 * crawlers and scanners that every file exists. The app's own routes never end in an extension.
 */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The answer depends on Accept-Encoding (a .br, .gz or plain copy): caches must keep them apart.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  if (hasWeb) {
    // The wildcard file route would treat "/" as a directory listing request; the app page answers it.
    app.get('/', (req, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html'),
    );
    // The customer portal is a page of its own with its own bundle (issue 18).
    if (existsSync(path.join(distDir, 'portal.html'))) {
      app.get('/portal/:tenantSlug', sendPortalPage);
      app.get('/portal/:tenantSlug/*', sendPortalPage);
    }
    // The on-my-way tracking page (issue 28): its own small page; it asks /api/track/{token} for the facts.
    if (existsSync(path.join(distDir, 'track.html'))) {
      app.get('/track/:token', (req, reply) =>
        reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .header('x-robots-tag', 'noindex')
          // Its map's tiles come from TRACK_TILE_URL's host, allowed only when one is configured.
          .header('content-security-policy', trackPagePolicy(app.env.TRACK_TILE_URL))
          .type('text/html')
          .sendFile('track.html'),
      );
    }
  }
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    const isPage =
      req.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/assets/') &&
      !looksLikeFile(pathname);
    if (hasWeb && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'NOT_FOUND', message: `Route ${req.method} ${pathname} not found` });
  });
}

/** A last path segment like "robots.txt" or "x.php": a request for a file, never a client-side route. */
function looksLikeFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}
