import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageQuerySchema } from '@tradeworks/contracts/paging';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_TYPES,
  webhookCreateSchema,
  webhookCreatedSchema,
  webhookDeliverySchema,
  webhookEventCatalogueSchema,
  webhookSchema,
  webhookUpdateSchema,
} from '@tradeworks/contracts/webhooks';
import { idParamsSchema } from '../../http/id-params';
import { sendPage } from '../../http/paging';
import { defineRoute } from '../../http/route';
import {
  createWebhook,
  deleteWebhook,
  listDeliveriesPage,
  listWebhooksPage,
  redeliver,
  updateWebhook,
} from './webhooks.service';

const tags = ['webhooks'];
const deliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

export function registerWebhookRoutes(app: FastifyInstance): void {
  // Read per request: the operator's setting (and a test's change of it) applies without a restart.
  const allowHttp = () => app.env.WEBHOOK_ALLOW_HTTP === 'true';

  defineRoute(app, {
    method: 'GET',
    url: '/api/webhook-events',
    access: 'settings:view',
    summary: 'The catalogue of webhook event types',
    tags,
    response: webhookEventCatalogueSchema,
    handler: () => WEBHOOK_EVENT_TYPES.map((type) => ({ type, description: WEBHOOK_EVENTS[type] })),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/webhooks',
    access: 'settings:edit',
    summary: "The organization's webhook endpoints, newest first, searched by URL or description",
    description: 'The signing secret is never answered again after creation.',
    tags,
    query: pageQuerySchema,
    response: z.array(webhookSchema),
    handler: async ({ tenant, query, reply }) =>
      sendPage(reply, await listWebhooksPage({ ...tenant, query })),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/webhooks',
    access: 'settings:edit',
    summary:
      'Add a webhook endpoint {url, events[], description?}; the answer carries the signing secret, once',
    description:
      'HTTPS only (unless the operator set WEBHOOK_ALLOW_HTTP=true), and never a private, loopback or ' +
      'link-local address (400; OUTBOUND_ALLOW_PRIVATE=true lifts that for tests). Each event of the chosen ' +
      'types is POSTed as JSON `{id, type, createdAt, data: {object}}` signed in `Tradeworks-Signature: ' +
      't=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`; see docs/user/integrations.md for the check. Audited.',
    tags,
    body: webhookCreateSchema,
    response: webhookCreatedSchema,
    handler: ({ tenant, body }) => createWebhook({ ...tenant, allowHttp: allowHttp(), data: body }),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/admin/webhooks/:id',
    access: 'settings:edit',
    summary: 'Change a webhook endpoint {url?, events?, description?, enabled?}',
    description: '`enabled: true` turns an endpoint back on after it was turned off. Audited.',
    tags,
    params: idParamsSchema,
    body: webhookUpdateSchema,
    response: webhookSchema,
    handler: ({ tenant, params, body }) =>
      updateWebhook({ ...tenant, allowHttp: allowHttp(), id: params.id, data: body }),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/webhooks/:id',
    access: 'settings:edit',
    summary: 'Remove a webhook endpoint and its delivery log',
    description: 'Audited.',
    tags,
    params: idParamsSchema,
    status: 204,
    handler: async ({ tenant, params }) => deleteWebhook({ ...tenant, id: params.id }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/webhooks/:id/deliveries',
    access: 'settings:edit',
    summary: "An endpoint's delivery log, newest first: status, tries, the receiver's answer and its time",
    tags,
    params: idParamsSchema,
    query: pageQuerySchema,
    response: z.array(webhookDeliverySchema),
    handler: async ({ tenant, params, query, reply }) =>
      sendPage(reply, await listDeliveriesPage({ ...tenant, id: params.id, query })),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/webhooks/:id/deliveries/:deliveryId/redeliver',
    access: 'settings:edit',
    summary: 'Queue an event again for its endpoint (same event id and payload, a new delivery)',
    description: 'Receivers should treat the event id as the idempotency key. Audited.',
    tags,
    params: deliveryParams,
    response: webhookDeliverySchema,
    handler: ({ tenant, params }) => redeliver({ ...tenant, id: params.id, deliveryId: params.deliveryId }),
  });
}
