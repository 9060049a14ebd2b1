import {
  PORTAL_LINK_DAYS,
  PORTAL_MESSAGES,
  PORTAL_SESSION_HOURS,
  type PortalAccess as PortalAccessStatus,
  type PortalSession,
} from '@tradeworks/contracts/portal';
import type { Database, TenantScope } from '../../db/client';
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
import {
  clientPortalActivity,
  findClientsByEmail,
  findEnabledPortalSettings,
  findLiveLink,
  findPortalClient,
  findTenantSlug,
  insertPortalLink,
  insertPortalSession,
  markLinkUsed,
  revokeClientLinksAndSessions,
  revokePortalSession,
} from './portal-links.repository';

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
  const linkId = await insertPortalLink(scope, {
    clientId: options.clientId,
    tokenHash: unissuedTokenHash(),
    sentTo: options.sentTo,
    expiresAt,
  });
  await recordAudit(scope, {
    entity: 'portal_link',
    entityId: linkId,
    action: 'issue',
    summary: `Portal link sent to ${options.sentTo}`,
    changes: { clientId: options.clientId, expiresAt: expiresAt.toISOString() },
  });
  const fragment = new URLSearchParams({
    token: REDACTED_TOKEN,
    ...(options.next ? { next: options.next } : {}),
  });
  const url = `${options.baseUrl}/portal/${options.slug}/open#${fragment.toString()}`;
  return { url, expiresAt, credential: { kind: 'portal_link', linkId, url } };
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
    const client = await findPortalClient(scope, ctx.clientId);
    if (!client) throw PortalErrors.clientNotFound();
    const settings = await findEnabledPortalSettings(scope);
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
      slug: await findTenantSlug(scope),
      title: settings.portalTitle,
    });
    return { message: PORTAL_MESSAGES.linkSent(to) };
  });
}

/**
 * Staff: 'Copy portal link' on the client page — for a client without e-mail, or an organization without a
 * mail server. The token is made here (only its hash is stored) and answered once; the copy is audited with
 * who made it. The client need not have an e-mail address.
 */
export function copyPortalLink(
  ctx: TenantContext & { clientId: string; baseUrl: string },
): Promise<{ url: string; expiresAt: string }> {
  const { db, tenantId, userId } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const client = await findPortalClient(scope, ctx.clientId);
    if (!client) throw PortalErrors.clientNotFound();
    if (!(await findEnabledPortalSettings(scope))) throw PortalErrors.portalOff();
    const token = newToken();
    const expiresAt = new Date(Date.now() + PORTAL_LINK_DAYS * DAY_MS);
    const linkId = await insertPortalLink(scope, {
      clientId: client.id,
      tokenHash: hashToken(token),
      sentTo: 'copied by staff',
      expiresAt,
    });
    await recordAudit(scope, {
      entity: 'portal_link',
      entityId: linkId,
      action: 'copy',
      summary: `Portal link copied for ${client.name}`,
      changes: { clientId: client.id, expiresAt: expiresAt.toISOString() },
    });
    const fragment = new URLSearchParams({ token });
    const url = `${ctx.baseUrl}/portal/${await findTenantSlug(scope)}/open#${fragment.toString()}`;
    return { url, expiresAt: expiresAt.toISOString() };
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
    for (const client of await findClientsByEmail(scope, options.email, 5)) {
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
    const link = await findLiveLink(scope, hashToken(options.token), now);
    if (!link) throw PortalErrors.linkInvalid();
    const token = newToken();
    const sessionEnd = new Date(
      Math.min(now.getTime() + PORTAL_SESSION_HOURS * 60 * 60 * 1000, link.expiresAt.getTime()),
    );
    const sessionId = await insertPortalSession(scope, {
      clientId: link.clientId,
      linkId: link.id,
      tokenHash: hashToken(token),
      expiresAt: sessionEnd,
    });
    await markLinkUsed(scope, link.id, now);
    await recordAudit(scope, {
      entity: 'portal_session',
      entityId: sessionId,
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
  return db.tenant({ tenantId: portal.tenantId, userId: null }, (scope) =>
    revokePortalSession(scope, portal.sessionId),
  );
}

async function requireClient(scope: TenantScope, clientId: string) {
  const client = await findPortalClient(scope, clientId);
  if (!client) throw PortalErrors.clientNotFound();
  return client;
}

/** Staff: revokes every link and open session of the client at once. */
export function revokePortalAccess(ctx: TenantContext & { clientId: string }): Promise<{ message: string }> {
  const { db, tenantId, userId } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const client = await requireClient(scope, ctx.clientId);
    const revoked = await revokeClientLinksAndSessions(scope, client.id, new Date());
    await recordAudit(scope, {
      entity: 'client',
      entityId: client.id,
      action: 'portal_revoke',
      summary: `Portal access of ${client.name} revoked`,
      changes: revoked,
    });
    return { message: PORTAL_MESSAGES.accessRevoked };
  });
}

/** Staff: the client page's portal panel. */
export function portalAccessStatus(ctx: TenantContext & { clientId: string }): Promise<PortalAccessStatus> {
  const { db, tenantId, userId } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const client = await requireClient(scope, ctx.clientId);
    const activity = await clientPortalActivity(scope, client.id, new Date());
    return {
      portalEnabled: (await findEnabledPortalSettings(scope)) !== null,
      activeLinks: activity.activeLinks,
      activeSessions: activity.activeSessions,
      lastSentAt: isoOrNull(activity.lastSentAt),
      lastUsedAt: isoOrNull(activity.lastUsedAt),
    };
  });
}
