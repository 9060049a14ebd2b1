import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findPortalTenant } from '../../http/portal-auth';

/**
 * /portal/{tenantSlug}/… pages: the portal's own small page (portal.html, its own bundle without the staff
 * shell), answered 404 — same page, which shows "not found" — when the tenant's portal is off or unknown.
 */
export async function sendPortalPage(
  req: FastifyRequest,
  reply: FastifyReply,
  distDir: string,
): Promise<FastifyReply | null> {
  const pathname = req.url.split('?')[0];
  const match = pathname.match(/^\/portal\/([^/]+)(\/|$)/);
  if (!match || req.method !== 'GET' || !existsSync(path.join(distDir, 'portal.html'))) return null;
  const status = await findPortalTenant(req.server.db, decodeURIComponent(match[1])).then(
    () => 200,
    () => 404,
  );
  return reply.code(status).header('cache-control', 'no-cache').type('text/html').sendFile('portal.html');
}
