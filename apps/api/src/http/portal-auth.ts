import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, customerPortalSettings, portalLinks, portalSessions, tenants } from '../db/schema';
import { hashToken } from '../platform/auth/tokens';
import { AppError, unauthorized } from './app-error';

/** The customer portal's session cookie; its path is the tenant's portal API, so tenants never share one. */
export const PORTAL_COOKIE = 'tw_portal';
export const portalCookiePath = (slug: string) => `/api/portal/${slug}`;

export type PortalSettingsRow = typeof customerPortalSettings.$inferSelect;

export interface PortalTenant {
  tenantId: string;
  slug: string;
  name: string;
  settings: PortalSettingsRow;
}

/** A client's portal session: every portal service takes this and reads nothing but this client's records. */
export interface PortalAccess extends PortalTenant {
  db: Database;
  clientId: string;
  clientName: string;
  sessionId: string;
  expiresAt: Date;
}

export const PORTAL_NOT_FOUND = 'Portal not found';
export const portalNotFound = () => new AppError('NOT_FOUND', PORTAL_NOT_FOUND);

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * The tenant of `/…/portal/{slug}` when its portal is switched on; otherwise 404, exactly like a slug that
 * does not exist (a disabled or inactive tenant reveals nothing).
 */
export async function findPortalTenant(db: Database, slug: unknown): Promise<PortalTenant> {
  if (typeof slug !== 'string' || !SLUG.test(slug)) throw portalNotFound();
  const [tenant] = await db.platform((tx) =>
    tx
      .select({ id: tenants.id, name: tenants.name, slug: tenants.slug })
      .from(tenants)
      .where(and(eq(tenants.slug, slug), eq(tenants.status, 'active'))),
  );
  if (!tenant) throw portalNotFound();
  const [settings] = await db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
    tx.select().from(customerPortalSettings).where(eq(customerPortalSettings.tenantId, tenant.id)),
  );
  if (!settings?.isEnabled) throw portalNotFound();
  return { tenantId: tenant.id, slug: tenant.slug, name: tenant.name, settings };
}

/** 'portal' route access: the enabled portal of `:tenantSlug` and a live session of one of its clients. */
export async function resolvePortalAccess(db: Database, req: FastifyRequest): Promise<PortalAccess> {
  const portal = await findPortalTenant(db, (req.params as Record<string, unknown>)?.tenantSlug);
  const token = req.cookies[PORTAL_COOKIE];
  if (!token || token.length > 200) throw unauthorized('Your portal session has ended');
  const [session] = await db.tenant({ tenantId: portal.tenantId, userId: null }, ({ tx }) =>
    tx
      .select({
        id: portalSessions.id,
        clientId: portalSessions.clientId,
        expiresAt: portalSessions.expiresAt,
        clientName: clients.name,
      })
      .from(portalSessions)
      .innerJoin(
        portalLinks,
        and(eq(portalLinks.tenantId, portalSessions.tenantId), eq(portalLinks.id, portalSessions.linkId)),
      )
      .innerJoin(
        clients,
        and(eq(clients.tenantId, portalSessions.tenantId), eq(clients.id, portalSessions.clientId)),
      )
      .where(
        and(
          eq(portalSessions.tenantId, portal.tenantId),
          eq(portalSessions.tokenHash, hashToken(token)),
          isNull(portalSessions.revokedAt),
          isNull(portalLinks.revokedAt),
          gt(portalSessions.expiresAt, sql`now()`),
        ),
      ),
  );
  if (!session) throw unauthorized('Your portal session has ended');
  return {
    ...portal,
    db,
    clientId: session.clientId,
    clientName: session.clientName,
    sessionId: session.id,
    expiresAt: session.expiresAt,
  };
}
