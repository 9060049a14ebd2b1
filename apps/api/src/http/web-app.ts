import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built web app; any non-API GET that is not a file gets index.html (client-side routing). */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0];
    if (hasWeb && req.method === 'GET' && !pathname.startsWith('/api/') && pathname !== '/api') {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'NOT_FOUND', message: `Route ${req.method} ${pathname} not found` });
  });
}
