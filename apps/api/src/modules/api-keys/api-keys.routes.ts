import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiKeyCreateSchema, apiKeyCreatedSchema, apiKeySchema } from '@tradeworks/contracts/api-keys';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import { idParamsSchema } from '../../http/id-params';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import { assertSignedInPerson, createApiKey, listApiKeysPage, revokeApiKeyById } from './api-keys.service';

const tags = ['api-keys'];

const KEYS_ARE_MANAGED_BY_PEOPLE =
  'Settings editors only, signed in: a request made with an API key is refused (403).';

export function registerApiKeyRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/api-keys',
    access: 'settings:edit',
    summary: "The organization's live API keys, newest first, searched by name",
    description: `Revoked keys are not listed. The key itself is never answered again after its creation; \`prefix\` tells keys apart. ${KEYS_ARE_MANAGED_BY_PEOPLE}`,
    tags,
    query: pageQuerySchema,
    response: z.array(apiKeySchema),
    handler: async ({ session, tenant, query, reply }) => {
      assertSignedInPerson(session);
      return sendPage(reply, await listApiKeysPage({ ...tenant, query }));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/api-keys',
    access: 'settings:edit',
    summary: 'Create an API key {name, scopes[], expiresAt?}; the answer carries the key, this once',
    description:
      'Scopes are rows of the permission table (`clients:view`, `invoices:edit`, …; edit includes view), ' +
      "none beyond the caller's own access (400). Send the key as `Authorization: Bearer <key>` to any " +
      "`/api` route its scopes allow; it acts as its creator in this organization, within the creator's " +
      'own access, and stops working when the creator leaves, when it expires or is revoked. Audited. ' +
      KEYS_ARE_MANAGED_BY_PEOPLE,
    tags,
    body: apiKeyCreateSchema,
    response: apiKeyCreatedSchema,
    handler: ({ session, tenant, body }) => {
      assertSignedInPerson(session);
      return createApiKey({
        ...tenant,
        data: body,
        callerAccess: session.access,
        isMember: session.tenant?.role != null,
      });
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/api-keys/:id',
    access: 'settings:edit',
    summary: 'Revoke an API key: refused (401) from its next request on, in every server process',
    description: `Audited. ${KEYS_ARE_MANAGED_BY_PEOPLE}`,
    tags,
    params: idParamsSchema,
    status: 204,
    handler: async ({ session, tenant, params }) => {
      assertSignedInPerson(session);
      await revokeApiKeyById({ ...tenant, id: params.id });
    },
  });
}
