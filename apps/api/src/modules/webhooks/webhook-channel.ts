import type { Database, Tx } from '../../db/client';
import type { ClaimedRow, DeliveryOutcome, OutboxChannel } from '../../platform/outbox/outbox-channel';
import { exponentialBackoff } from '../../platform/outbox/outbox-worker';
import { decryptSecret } from '../../platform/secrets/secrets';
import { postWebhook } from './webhook-post';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';
import { noteGivenUp, noteSucceeded } from './webhook-health';
import { findDeliveriesToSend } from './webhook-outbox.repository';

/** 1 min, 2, 4 … capped at 12 h: 15 tries span a little over 3 days. */
export const WEBHOOK_MAX_ATTEMPTS = 15;
export const webhookRetryDelayMs = exponentialBackoff(60_000, 12 * 3_600_000);

export interface WebhookRow extends ClaimedRow {
  endpointId: string;
  eventId: string;
  eventType: string;
  payload: unknown;
  url: string;
  secretSealed: string;
  enabled: boolean;
}

async function loadDeliveries(tx: Tx, keys: ClaimedRow[]): Promise<WebhookRow[]> {
  const ids = keys.map((k) => k.id);
  const rows = await findDeliveriesToSend(tx, ids);
  const attempts = new Map(keys.map((k) => [k.id, k.attempts]));
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    id: r.id,
    attempts: attempts.get(r.id) ?? r.attempts,
    endpointId: r.endpoint_id,
    eventId: r.event_id,
    eventType: r.event_type,
    payload: r.payload,
    url: r.url,
    secretSealed: r.secret_sealed,
    enabled: r.enabled,
  }));
}

export const secretContext = (tenantId: string, endpointId: string) => ({
  tenantId,
  field: `webhook.${endpointId}.secret`,
});

/** The webhook channel of the outbox: signed POSTs of `webhook_deliveries` rows to their endpoints. */
export function webhookChannel(options: { db: Database; now?: () => Date }): OutboxChannel<WebhookRow> {
  const now = options.now ?? (() => new Date());
  return {
    name: 'webhook',
    label: 'webhook',
    table: 'webhook_deliveries',
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    retryDelayMs: webhookRetryDelayMs,
    captureOnly: false,
    load: loadDeliveries,
    openRun() {
      return {
        async deliver(row): Promise<DeliveryOutcome> {
          if (!row.enabled) return { status: 'failed', error: 'The endpoint is disabled' };
          let secret: string;
          try {
            secret = decryptSecret(row.secretSealed, secretContext(row.tenantId, row.endpointId))!;
          } catch {
            return { status: 'failed', error: "The endpoint's signing secret cannot be read; roll it" };
          }
          const body = JSON.stringify(row.payload);
          const result = await postWebhook(row.url, body, {
            [SIGNATURE_HEADER]: signWebhook(secret, body, now()),
            'tradeworks-event-id': row.eventId,
            'tradeworks-event-type': row.eventType,
            'user-agent': 'Tradeworks-Webhooks/1',
          });
          const columns = {
            response_status: result.status === null ? null : String(result.status),
            response_ms: String(result.ms),
          };
          if (result.error === null) {
            await noteSucceeded(options.db, row);
            return { status: 'sent', columns };
          }
          if (row.attempts >= WEBHOOK_MAX_ATTEMPTS) await noteGivenUp(options.db, row);
          return { status: 'retry', error: result.error, columns };
        },
        close() {},
      };
    },
  };
}
