import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { clients, customerPortalSettings, portalLinks, portalSessions } from '../../db/schema';

/** Portal links and sessions of one tenant, and what issuing them reads; always by tenantId under RLS. */

export async function insertPortalLink(
  scope: TenantScope,
  values: { clientId: string; tokenHash: string; sentTo: string; expiresAt: Date },
): Promise<string> {
  const [row] = await scope.tx
    .insert(portalLinks)
    .values({ ...values, tenantId: scope.tenantId, createdBy: scope.userId })
    .returning({ id: portalLinks.id });
  return row.id;
}

/** The Customer Portal settings, or null while the portal is turned off (or never saved). */
export async function findEnabledPortalSettings(scope: TenantScope) {
  const [row] = await scope.tx
    .select()
    .from(customerPortalSettings)
    .where(eq(customerPortalSettings.tenantId, scope.tenantId));
  return row?.isEnabled ? row : null;
}

export async function findTenantSlug(scope: TenantScope): Promise<string> {
  const { rows } = await scope.tx.execute<{ slug: string }>(
    sql`select slug from tenants where id = ${scope.tenantId}`,
  );
  return rows[0].slug;
}

export async function findPortalClient(scope: TenantScope, clientId: string) {
  const [client] = await scope.tx
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(and(eq(clients.tenantId, scope.tenantId), eq(clients.id, clientId)));
  return client;
}

/** The clients (at most `limit`) with this e-mail address, in any letter case. */
export function findClientsByEmail(scope: TenantScope, email: string, limit: number) {
  return scope.tx
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(and(eq(clients.tenantId, scope.tenantId), sql`lower(${clients.email}) = ${email.toLowerCase()}`))
    .limit(limit);
}

/** The unexpired, unrevoked link with this token hash, with its client's name. */
export async function findLiveLink(scope: TenantScope, tokenHash: string, now: Date) {
  const [link] = await scope.tx
    .select({
      id: portalLinks.id,
      clientId: portalLinks.clientId,
      expiresAt: portalLinks.expiresAt,
      clientName: clients.name,
    })
    .from(portalLinks)
    .innerJoin(clients, and(eq(clients.tenantId, portalLinks.tenantId), eq(clients.id, portalLinks.clientId)))
    .where(
      and(
        eq(portalLinks.tenantId, scope.tenantId),
        eq(portalLinks.tokenHash, tokenHash),
        isNull(portalLinks.revokedAt),
        gt(portalLinks.expiresAt, now),
      ),
    );
  return link;
}

export async function insertPortalSession(
  scope: TenantScope,
  values: { clientId: string; linkId: string; tokenHash: string; expiresAt: Date },
): Promise<string> {
  const [session] = await scope.tx
    .insert(portalSessions)
    .values({ ...values, tenantId: scope.tenantId })
    .returning({ id: portalSessions.id });
  return session.id;
}

export async function markLinkUsed(scope: TenantScope, linkId: string, now: Date): Promise<void> {
  await scope.tx
    .update(portalLinks)
    .set({ lastUsedAt: now })
    .where(and(eq(portalLinks.tenantId, scope.tenantId), eq(portalLinks.id, linkId)));
}

export async function revokePortalSession(scope: TenantScope, sessionId: string): Promise<void> {
  await scope.tx
    .update(portalSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(portalSessions.tenantId, scope.tenantId), eq(portalSessions.id, sessionId)));
}

/** Revokes every open link and session of the client; how many of each. */
export async function revokeClientLinksAndSessions(
  scope: TenantScope,
  clientId: string,
  now: Date,
): Promise<{ links: number; sessions: number }> {
  const links = await scope.tx
    .update(portalLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(portalLinks.tenantId, scope.tenantId),
        eq(portalLinks.clientId, clientId),
        isNull(portalLinks.revokedAt),
      ),
    )
    .returning({ id: portalLinks.id });
  const sessions = await scope.tx
    .update(portalSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(portalSessions.tenantId, scope.tenantId),
        eq(portalSessions.clientId, clientId),
        isNull(portalSessions.revokedAt),
      ),
    )
    .returning({ id: portalSessions.id });
  return { links: links.length, sessions: sessions.length };
}

/** The client's live links and sessions, when a link was last sent and last used. */
export async function clientPortalActivity(scope: TenantScope, clientId: string, now: Date) {
  const { tenantId } = scope;
  const [links] = await scope.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(portalLinks)
    .where(
      and(
        eq(portalLinks.tenantId, tenantId),
        eq(portalLinks.clientId, clientId),
        isNull(portalLinks.revokedAt),
        gt(portalLinks.expiresAt, now),
      ),
    );
  const [sessions] = await scope.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(portalSessions)
    .where(
      and(
        eq(portalSessions.tenantId, tenantId),
        eq(portalSessions.clientId, clientId),
        isNull(portalSessions.revokedAt),
        gt(portalSessions.expiresAt, now),
      ),
    );
  const [latest] = await scope.tx
    .select({ createdAt: portalLinks.createdAt })
    .from(portalLinks)
    .where(and(eq(portalLinks.tenantId, tenantId), eq(portalLinks.clientId, clientId)))
    .orderBy(desc(portalLinks.createdAt))
    .limit(1);
  const [used] = await scope.tx
    .select({ at: sql<Date | null>`max(${portalLinks.lastUsedAt})` })
    .from(portalLinks)
    .where(and(eq(portalLinks.tenantId, tenantId), eq(portalLinks.clientId, clientId)));
  return {
    activeLinks: links.n,
    activeSessions: sessions.n,
    lastSentAt: latest?.createdAt ?? null,
    lastUsedAt: used?.at ?? null,
  };
}
