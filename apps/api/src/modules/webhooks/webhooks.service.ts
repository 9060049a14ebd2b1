import type {
  Webhook,
  WebhookCreateData,
  WebhookCreated,
  WebhookDelivery,
  WebhookUpdateData,
} from '@tradeworks/contracts/webhooks';
import type { PageQuery } from '@tradeworks/contracts/paging';
import type { Page } from '../../http/paging';
import type { Returned, TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { isRefusedOutboundUrl } from '../../platform/outbound/outbound-address';
import { encryptSecret } from '../../platform/secrets/secrets';
import { secretContext } from './webhook-channel';
import { newWebhookSecret } from './webhook-signature';
import { toDelivery, toWebhook } from './webhook-view';
import { WebhookErrors } from './webhooks.errors';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  updateEndpoint,
} from './webhooks.repository';

const ENTITY = 'webhook';

/** HTTPS unless the operator allows http (WEBHOOK_ALLOW_HTTP, for tests); never a private address. */
async function checkUrl(url: string, allowHttp: boolean): Promise<void> {
  if (new URL(url).protocol !== 'https:' && !allowHttp) throw WebhookErrors.httpsRequired();
  if (await isRefusedOutboundUrl(url)) throw WebhookErrors.addressRefused();
}

type Ctx = TenantContext & { allowHttp: boolean };

export async function listWebhooksPage(
  ctx: TenantContext & { query: PageQuery },
): Promise<Page<Returned<Webhook>>> {
  const page = await ctx.db.tenant(ctx, (scope) => listEndpoints(scope, ctx.query));
  return { items: page.items.map(toWebhook), total: page.total };
}

export async function createWebhook(
  ctx: Ctx & { data: WebhookCreateData },
): Promise<Returned<WebhookCreated>> {
  await checkUrl(ctx.data.url, ctx.allowHttp);
  const secret = newWebhookSecret();
  return ctx.db.tenant(ctx, async (scope) => {
    const id = crypto.randomUUID();
    const row = await insertEndpoint(scope, {
      id,
      url: ctx.data.url,
      events: ctx.data.events,
      description: ctx.data.description ?? null,
      secretSealed: encryptSecret(secret, secretContext(ctx.tenantId, id))!,
    });
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: id,
      action: 'create',
      summary: `Webhook ${ctx.data.url} added`,
      changes: { url: ctx.data.url, events: ctx.data.events },
    });
    return { ...toWebhook(row), secret };
  });
}

export async function updateWebhook(
  ctx: Ctx & { id: string; data: WebhookUpdateData },
): Promise<Returned<Webhook>> {
  if (ctx.data.url) await checkUrl(ctx.data.url, ctx.allowHttp);
  return ctx.db.tenant(ctx, async (scope) => {
    const existing = await findEndpoint(scope, ctx.id);
    if (!existing) throw WebhookErrors.notFound();
    const { enabled, ...fields } = ctx.data;
    const row = await updateEndpoint(scope, ctx.id, {
      ...fields,
      ...(enabled === undefined
        ? {}
        : enabled
          ? { enabled: true, disabledReason: null, failureStreak: 0 }
          : { enabled: false, disabledReason: 'Turned off in Settings' }),
    });
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: ctx.id,
      action: 'update',
      summary: `Webhook ${row!.url} changed`,
      changes: ctx.data,
    });
    return toWebhook(row!);
  });
}

export function deleteWebhook(ctx: TenantContext & { id: string }): Promise<void> {
  return ctx.db.tenant(ctx, async (scope) => {
    const existing = await findEndpoint(scope, ctx.id);
    if (!existing || !(await deleteEndpoint(scope, ctx.id))) throw WebhookErrors.notFound();
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: ctx.id,
      action: 'delete',
      summary: `Webhook ${existing.url} removed`,
    });
  });
}

export async function listDeliveriesPage(
  ctx: TenantContext & { id: string; query: PageQuery },
): Promise<Page<Returned<WebhookDelivery>>> {
  return ctx.db.tenant(ctx, async (scope) => {
    if (!(await findEndpoint(scope, ctx.id))) throw WebhookErrors.notFound();
    const page = await listDeliveries(scope, ctx.id, ctx.query);
    return { items: page.items.map(toDelivery), total: page.total };
  });
}

/** The same event (id and payload) queued again for the endpoint, as a new delivery. Audited. */
export function redeliver(
  ctx: TenantContext & { id: string; deliveryId: string },
): Promise<Returned<WebhookDelivery>> {
  return ctx.db.tenant(ctx, async (scope) => {
    const original = await findDelivery(scope, ctx.id, ctx.deliveryId);
    if (!original) throw WebhookErrors.deliveryNotFound();
    const [row] = await insertDeliveries(scope, [
      {
        endpointId: ctx.id,
        eventId: original.eventId,
        eventType: original.eventType,
        payload: original.payload,
      },
    ]);
    await recordAudit(scope, {
      entity: ENTITY,
      entityId: ctx.id,
      action: 'update',
      summary: `Webhook event ${original.eventType} queued again`,
      changes: { eventId: original.eventId },
    });
    return toDelivery(row);
  });
}
