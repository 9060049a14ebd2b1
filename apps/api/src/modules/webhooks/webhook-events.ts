import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@tradeworks/contracts/webhooks';
import type { TenantScope } from '../../db/client';
import { insertDeliveries, subscribedEndpoints } from './webhooks.repository';

/** What a receiver gets: the event's id, type and time, and the record as the API answers it. */
export interface WebhookEventBody {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: { object: unknown };
}

/**
 * Emits an event in the caller's transaction: one delivery row per enabled endpoint subscribed to it. The
 * rows commit with the change or not at all, so a rolled-back change is never announced. `record` is frozen
 * as JSON now (a later change is a later event); given as a loader, it is read only when an endpoint wants
 * the event, so an organization without webhooks pays no extra reads.
 */
export async function emitWebhookEvent(
  scope: TenantScope,
  type: WebhookEventType,
  record: object | (() => Promise<object>),
  now = new Date(),
): Promise<void> {
  const endpoints = await subscribedEndpoints(scope, type);
  if (endpoints.length === 0) return;
  const object = typeof record === 'function' ? await record() : record;
  const eventId = randomUUID();
  const body: WebhookEventBody = {
    id: eventId,
    type,
    createdAt: now.toISOString(),
    data: { object: JSON.parse(JSON.stringify(object)) as unknown },
  };
  await insertDeliveries(
    scope,
    endpoints.map((e) => ({ endpointId: e.id, eventId, eventType: type, payload: body })),
  );
}
