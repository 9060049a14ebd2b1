import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  PORTAL_LINK_DAYS,
  PORTAL_MESSAGES,
  PORTAL_SESSION_HOURS,
  type PortalAccess as PortalAccessStatus,
  type PortalSession,
} from '@tradeworks/contracts/portal';
import type { Database, TenantScope } from '../../db/client';
import { clients, customerPortalSettings, portalLinks, portalSessions } from '../../db/schema';
import { PortalErrors } from './portal.errors';
import type { PortalTenant } from '../../http/portal-auth';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { enqueueEmail } from '../../platform/mail/outbox';
import { REDACTED_TOKEN, unissuedTokenHash } from '../../platform/mail/outbox-credentials';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { portalLinkEmail } from './portal-link-email';
import type { IssuedLink } from './portal-link-types';
import { isoOrNull } from '../../http/iso-or-null';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new link for one client, to be e-mailed: its token is made by the outbox worker when the e-mail leaves
 * (outbox-credentials.ts), and only its SHA-256 is stored; until then the record holds a hash no token was
 * made for. The token travels in the URL's fragment (#token=…), which browsers never send to servers, so it
 * stays out of logs and Referer headers. `next` is the portal page the link opens on (the quote or invoice
 * the e-mail is about).
 */
export async function issuePortalLink(
  scope: TenantScope,
  options: { clientId: string; sentTo: string; baseUrl: string; slug: string; next?: string },
): Promise<IssuedLink> {
  const expiresAt = new Date(Date.now() + PORTAL_LINK_DAYS * DAY_MS);
  const [row] = await scope.tx
    .insert(portalLinks)
    .values({
      tenantId: scope.tenantId,
      clientId: options.clientId,
      tokenHash: unissuedTokenHash(),
      sentTo: options.sentTo,
      expiresAt,
      createdBy: scope.userId,
    })
    .returning({ id: portalLinks.id });
  await recordAudit(scope, {
    entity: 'portal_link',
    entityId: row.id,
    action: 'issue',
    summary: `Portal link sent to ${options.sentTo}`,
    changes: { clientId: options.clientId, expiresAt: expiresAt.toISOString() },
  });
  const fragment = new URLSearchParams({
    token: REDACTED_TOKEN,
    ...(options.next ? { next: options.next } : {}),
  });
  const url = `${options.baseUrl}/portal/${options.slug}/open#${fragment.toString()}`;
  return { url, expiresAt, credential: { kind: 'portal_link', linkId: row.id, url } };
}

async function portalSettings(scope: TenantScope) {
  const [row] = await scope.tx
    .select()
    .from(customerPortalSettings)
    .where(eq(customerPortalSettings.tenantId, scope.tenantId));
  return row?.isEnabled ? row : null;
}

async function tenantSlug(scope: TenantScope): Promise<string> {
  const { rows } = await scope.tx.execute<{ slug: string }>(
    sql`select slug from tenants where id = ${scope.tenantId}`,
  );
  return rows[0].slug;
}

/** Issues a link and queues its e-mail, in the caller's transaction. */
async function emailLink(
  scope: TenantScope,
  options: { clientId: string; clientName: string; to: string; baseUrl: string; slug: string; title: string },
): Promise<void> {
  const link = await issuePortalLink(scope, {
    clientId: options.clientId,
    sentTo: options.to,
    baseUrl: options.baseUrl,
    slug: options.slug,
  });
  const company = await getCompanyProfile(scope);
  const mail = portalLinkEmail({ company, clientName: options.clientName, title: options.title, link });
  await enqueueEmail(scope.tx, scope.tenantId, {
    to: options.to,
    ...mail,
    relatedEntity: 'client',
    relatedId: options.clientId,
    credential: link.credential,
  });
}

/** Staff: 'Send portal link' on the client page. */
export function sendPortalLink(
  ctx: TenantContext & { clientId: string; baseUrl: string },
): Promise<{ message: string }> {
  const { db, tenantId, userId } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const [client] = await scope.tx
      .select({ id: clients.id, name: clients.name, email: clients.email })
      .from(clients)
      .where(and(eq(clients.tenantId, tenantId), eq(clients.id, ctx.clientId)));
    if (!client) throw PortalErrors.clientNotFound();
    const settings = await portalSettings(scope);
    if (!settings) {
      throw PortalErrors.portalOff();
    }
    const to = client.email?.trim();
    if (!to) {
      throw PortalErrors.clientHasNoEmail(client.name);
    }
    await emailLink(scope, {
      clientId: client.id,
      clientName: client.name,
      to,
      baseUrl: ctx.baseUrl,
      slug: await tenantSlug(scope),
      title: settings.portalTitle,
    });
    return { message: PORTAL_MESSAGES.linkSent(to) };
  });
}

/**
 * The sign-in page's "e-mail me a link": a link for every client (at most five) with that address. The
 * caller answers the same whatever happens here, so nobody learns which addresses are clients.
 */
export function requestPortalLink(
  db: Database,
  portal: PortalTenant,
  options: { email: string; baseUrl: string },
): Promise<void> {
  return db.tenant({ tenantId: portal.tenantId, userId: null }, async (scope) => {
    const matches = await scope.tx
      .select({ id: clients.id, name: clients.name, email: clients.email })
      .from(clients)
      .where(
        and(
          eq(clients.tenantId, portal.tenantId),
          sql`lower(${clients.email}) = ${options.email.toLowerCase()}`,
        ),
      )
      .limit(5);
    for (const client of matches) {
      await emailLink(scope, {
        clientId: client.id,
        clientName: client.name,
        to: client.email!.trim(),
        baseUrl: options.baseUrl,
        slug: portal.slug,
        title: portal.settings.portalTitle,
      });
    }
  });
}

/**
 * Opens a portal session from a link's token: the link must be the tenant's, unexpired and unrevoked. The
 * session lasts PORTAL_SESSION_HOURS, never beyond the link.
 */
export function openPortalSession(
  db: Database,
  portal: PortalTenant,
  options: { token: string; ipAddress: string },
): Promise<{ token: string; session: PortalSession }> {
  return db.tenant({ tenantId: portal.tenantId, userId: null }, async (scope) => {
    const now = new Date();
    const [link] = await scope.tx
      .select({
        id: portalLinks.id,
        clientId: portalLinks.clientId,
        expiresAt: portalLinks.expiresAt,
        clientName: clients.name,
      })
      .from(portalLinks)
      .innerJoin(
        clients,
        and(eq(clients.tenantId, portalLinks.tenantId), eq(clients.id, portalLinks.clientId)),
      )
      .where(
        and(
          eq(portalLinks.tenantId, portal.tenantId),
          eq(portalLinks.tokenHash, hashToken(options.token)),
          isNull(portalLinks.revokedAt),
          gt(portalLinks.expiresAt, now),
        ),
      );
    if (!link) throw PortalErrors.linkInvalid();
    const token = newToken();
    const sessionEnd = new Date(
      Math.min(now.getTime() + PORTAL_SESSION_HOURS * 60 * 60 * 1000, link.expiresAt.getTime()),
    );
    const [session] = await scope.tx
      .insert(portalSessions)
      .values({
        tenantId: portal.tenantId,
        clientId: link.clientId,
        linkId: link.id,
        tokenHash: hashToken(token),
        expiresAt: sessionEnd,
      })
      .returning({ id: portalSessions.id });
    await scope.tx
      .update(portalLinks)
      .set({ lastUsedAt: now })
      .where(and(eq(portalLinks.tenantId, portal.tenantId), eq(portalLinks.id, link.id)));
    await recordAudit(scope, {
      entity: 'portal_session',
      entityId: session.id,
      action: 'open',
      summary: `${link.clientName} opened the customer portal`,
      changes: { clientId: link.clientId, ipAddress: options.ipAddress },
    });
    return { token, session: { clientName: link.clientName, expiresAt: sessionEnd.toISOString() } };
  });
}

/** Ends the caller's own portal session (sign out). */
export function closePortalSession(
  db: Database,
  portal: { tenantId: string; sessionId: string },
): Promise<void> {
  return db.tenant({ tenantId: portal.tenantId, userId: null }, async ({ tx }) => {
    await tx
      .update(portalSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(portalSessions.tenantId, portal.tenantId), eq(portalSessions.id, portal.sessionId)));
  });
}

async function requireClient(scope: TenantScope, clientId: string) {
  const [client] = await scope.tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.tenantId, scope.tenantId), eq(clients.id, clientId)));
  if (!client) throw PortalErrors.clientNotFound();
  return client;
}

/** Staff: revokes every link and open session of the client at once. */
export function revokePortalAccess(ctx: TenantContext & { clientId: string }): Promise<{ message: string }> {
  const { db, tenantId, userId } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const client = await requireClient(scope, ctx.clientId);
    const now = new Date();
    const links = await scope.tx
      .update(portalLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(portalLinks.tenantId, tenantId),
          eq(portalLinks.clientId, client.id),
          isNull(portalLinks.revokedAt),
        ),
      )
      .returning({ id: portalLinks.id });
    const sessions = await scope.tx
      .update(portalSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(portalSessions.tenantId, tenantId),
          eq(portalSessions.clientId, client.id),
          isNull(portalSessions.revokedAt),
        ),
      )
      .returning({ id: portalSessions.id });
    await recordAudit(scope, {
      entity: 'client',
      entityId: client.id,
      action: 'portal_revoke',
      summary: `Portal access of ${client.name} revoked`,
      changes: { links: links.length, sessions: sessions.length },
    });
    return { message: PORTAL_MESSAGES.accessRevoked };
  });
}

/** Staff: the client page's portal panel. */
export function portalAccessStatus(ctx: TenantContext & { clientId: string }): Promise<PortalAccessStatus> {
  const { db, tenantId, userId } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const client = await requireClient(scope, ctx.clientId);
    const now = new Date();
    const live = and(
      eq(portalLinks.tenantId, tenantId),
      eq(portalLinks.clientId, client.id),
      isNull(portalLinks.revokedAt),
      gt(portalLinks.expiresAt, now),
    );
    const [links] = await scope.tx
      .select({ n: sql<number>`count(*)::int` })
      .from(portalLinks)
      .where(live);
    const [sessions] = await scope.tx
      .select({ n: sql<number>`count(*)::int` })
      .from(portalSessions)
      .where(
        and(
          eq(portalSessions.tenantId, tenantId),
          eq(portalSessions.clientId, client.id),
          isNull(portalSessions.revokedAt),
          gt(portalSessions.expiresAt, now),
        ),
      );
    const [latest] = await scope.tx
      .select({ createdAt: portalLinks.createdAt })
      .from(portalLinks)
      .where(and(eq(portalLinks.tenantId, tenantId), eq(portalLinks.clientId, client.id)))
      .orderBy(desc(portalLinks.createdAt))
      .limit(1);
    const [used] = await scope.tx
      .select({ at: sql<Date | null>`max(${portalLinks.lastUsedAt})` })
      .from(portalLinks)
      .where(and(eq(portalLinks.tenantId, tenantId), eq(portalLinks.clientId, client.id)));
    return {
      portalEnabled: (await portalSettings(scope)) !== null,
      activeLinks: links.n,
      activeSessions: sessions.n,
      lastSentAt: latest?.createdAt.toISOString() ?? null,
      lastUsedAt: isoOrNull(used?.at),
    };
  });
}
