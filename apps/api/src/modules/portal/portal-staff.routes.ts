import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  portalAccessSchema,
  portalCopiedLinkSchema,
  portalMessageSchema,
  quoteClientResponseSchema,
} from '@tradeworks/contracts/portal';
import { publicBaseUrl } from '../../http/client-info';
import { defineRoute } from '../../http/route';
import { findQuote } from '../quotes/public';
import { PortalErrors } from './portal.errors';
import {
  copyPortalLink,
  portalAccessStatus,
  revokePortalAccess,
  sendPortalLink,
} from './portal-links.service';
import { findClientResponse, toClientResponse } from '../quotes/public';

const idParams = z.object({ id: z.uuid() });

/** The staff side of the portal: the client page's portal panel and a quote's signed answer. */
export function registerPortalStaffRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/clients/:id/portal-access',
    access: 'clients:view',
    summary: 'The client’s portal links and sessions',
    tags: ['Clients'],
    params: idParams,
    response: portalAccessSchema,
    handler: ({ tenant, params }) => portalAccessStatus({ ...tenant, clientId: params.id }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/clients/:id/portal-link',
    access: 'clients:edit',
    summary: 'Send portal link: e-mails the client a fresh 14-day sign-in link',
    tags: ['Clients'],
    params: idParams,
    response: portalMessageSchema,
    status: 200,
    handler: ({ tenant, params, req }) =>
      sendPortalLink({ ...tenant, clientId: params.id, baseUrl: publicBaseUrl(req) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/clients/:id/portal-link/copy',
    access: 'clients:edit',
    summary: 'Copy portal link: a fresh 14-day sign-in link answered to staff (audited), no e-mail sent',
    description:
      'For a client without an e-mail address or an organization without a mail server. The token is in the ' +
      "URL's fragment and is answered only here; the audit log records who copied a link for whom.",
    tags: ['Clients'],
    params: idParams,
    response: portalCopiedLinkSchema,
    status: 200,
    handler: ({ tenant, params, req }) =>
      copyPortalLink({ ...tenant, clientId: params.id, baseUrl: publicBaseUrl(req) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/clients/:id/portal-access/revoke',
    access: 'clients:edit',
    summary: 'Revokes every portal link and session of the client',
    description: 'Ends every link and session of the client at once.',
    tags: ['Clients'],
    params: idParams,
    response: portalMessageSchema,
    status: 200,
    handler: ({ tenant, params }) => revokePortalAccess({ ...tenant, clientId: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quotes/:id/client-response',
    access: 'quotes:view',
    summary: 'The client’s answer from the portal: signature, time and address, or the decline reason',
    tags: ['Quotes'],
    params: idParams,
    response: quoteClientResponseSchema.nullable(),
    handler: ({ tenant, params }) =>
      tenant.db.tenant({ tenantId: tenant.tenantId, userId: tenant.userId }, async (scope) => {
        if (!(await findQuote(scope, params.id))) throw PortalErrors.quoteNotFound();
        const row = await findClientResponse(scope, params.id);
        return row ? toClientResponse(row) : null;
      }),
  });
}
