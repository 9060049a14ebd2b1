import type { FastifyReply, FastifyRequest } from 'fastify';
import { findPortalTenant } from './portal-auth';

/**
 * GET /portal/{tenantSlug}/… pages: the portal's own small page (portal.html, its own bundle without the
 * staff shell), answered 404 — the same page, which then shows "Portal not found" — when the tenant's
 * portal is off or the tenant unknown.
 */
export async function sendPortalPage(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const slug = (req.params as { tenantSlug?: string }).tenantSlug;
  const status = await findPortalTenant(req.server.db, slug).then(
    () => 200,
    () => 404,
  );
  return reply.code(status).header('cache-control', 'no-cache').type('text/html').sendFile('portal.html');
}
