import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TenantScope } from '../../db/client';
import { publicBaseUrl } from '../../http/client-info';
import { isReadRequest } from '../../http/session-reuse';
import { findEnabledPortalSettings, findTenantSlug } from './portal-links.repository';
import { issuePortalLink } from './portal-links.service';
import type { IssuedLink } from './portal-link-types';

/**
 * The request being served, so a quote or invoice e-mail sent deep inside a service (and its callers: send,
 * PATCH status → sent, convert…) can carry a portal link with the site's base URL without every caller
 * passing the request down. Set in preHandler, after the body is read, for the handler's whole async chain.
 */
const currentRequest = new AsyncLocalStorage<FastifyRequest>();

export function installPortalRequestContext(app: FastifyInstance): void {
  // Only changes send e-mail; a read skips the async context (it slows every promise of the request).
  app.addHook('preHandler', (req, _reply, done) =>
    isReadRequest(req) ? done() : currentRequest.run(req, done),
  );
}

function currentBaseUrl(): string | null {
  const req = currentRequest.getStore();
  if (!req) return null;
  try {
    return publicBaseUrl(req);
  } catch {
    // No PUBLIC_URL and not a loopback request: the document goes out without a portal link.
    return null;
  }
}

/**
 * The portal link for a quote or invoice e-mail, when the tenant's portal is on: a fresh link for the
 * document's client that opens on the document itself. null when the portal is off or no base URL is known.
 */
export async function portalLinkForDocumentEmail(
  scope: TenantScope,
  doc: { kind: 'quote' | 'invoice'; id: string; clientId: string; to: string },
): Promise<IssuedLink | null> {
  if (!(await findEnabledPortalSettings(scope))) return null;
  const baseUrl = currentBaseUrl();
  if (!baseUrl) return null;
  return issuePortalLink(scope, {
    clientId: doc.clientId,
    sentTo: doc.to,
    baseUrl,
    slug: await findTenantSlug(scope),
    next: `/${doc.kind}s/${doc.id}`,
  });
}

/**
 * The client's way into the portal for a text (the job-completed thank-you): the portal's address, where the
 * client signs in by e-mail. A text carries no sign-in token: its body is kept readable in the staff inbox.
 * null when the portal is off or no base URL is known.
 */
export async function portalHomeUrl(scope: TenantScope): Promise<string | null> {
  if (!(await findEnabledPortalSettings(scope))) return null;
  const baseUrl = currentBaseUrl();
  if (!baseUrl) return null;
  return `${baseUrl}/portal/${encodeURIComponent(await findTenantSlug(scope))}`;
}
