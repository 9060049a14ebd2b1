import type { Webhook, WebhookDelivery, WebhookEventType } from '@tradeworks/contracts/webhooks';
import type { Returned } from '../../http/route';
import type { DeliveryRow, EndpointRow } from './webhooks.repository';

export const toWebhook = (row: EndpointRow): Returned<Webhook> => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  description: row.description,
  enabled: row.enabled,
  disabledReason: row.enabled ? null : row.disabledReason,
  createdAt: row.createdAt,
});

export const toDelivery = (row: DeliveryRow): Returned<WebhookDelivery> => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType as WebhookEventType,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  responseMs: row.responseMs,
  lastError: row.lastError,
  createdAt: row.createdAt,
  sentAt: row.sentAt,
  nextAttemptAt: row.status === 'queued' || row.status === 'sending' ? row.nextAttemptAt : null,
});
