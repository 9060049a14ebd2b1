import { randomUUID } from 'node:crypto';
import { secretContext } from '../../modules/webhooks/webhook-channel';
import { encryptSecret } from '../../platform/secrets/secrets';
import { webhookDeliveries, webhookEndpoints } from '../schema';
import type { TenantSeed } from './demo-context';

/**
 * A bookkeeping webhook the office turned off last week, with its delivery log: delivered events and one given up
 * after three days. Off, so the demo server never POSTs to the made-up address; the log is what Settings shows.
 * The secret comes from the seed's random numbers and is only stored sealed, as in the app.
 */
export async function seedWebhooks(seed: TenantSeed): Promise<void> {
  const { scope, rand, clock } = seed;
  const id = randomUUID();
  const secret = `whsec_${Buffer.from(Array.from({ length: 32 }, () => Math.floor(rand.next() * 256))).toString('base64url')}`;
  await scope.tx.insert(webhookEndpoints).values({
    tenantId: scope.tenantId,
    id,
    url: 'https://hooks.zapier.example/catch/1234/tradeworks',
    events: ['client.created', 'invoice.created', 'payment.recorded'],
    description: 'Zapier: new clients and invoices to the bookkeeping sheet',
    secretSealed: encryptSecret(secret, secretContext(scope.tenantId, id))!,
    enabled: false,
    disabledReason: 'Turned off in Settings',
    createdAt: clock.ago(30),
  });
  const log = [
    { type: 'client.created', daysAgo: 20, status: 'sent' as const, responseStatus: 200, attempts: 1 },
    { type: 'invoice.created', daysAgo: 15, status: 'sent' as const, responseStatus: 200, attempts: 2 },
    { type: 'payment.recorded', daysAgo: 12, status: 'failed' as const, responseStatus: 410, attempts: 15 },
  ];
  for (const entry of log) {
    const eventId = randomUUID();
    const createdAt = clock.ago(entry.daysAgo);
    await scope.tx.insert(webhookDeliveries).values({
      tenantId: scope.tenantId,
      endpointId: id,
      eventId,
      eventType: entry.type,
      payload: { id: eventId, type: entry.type, createdAt: createdAt.toISOString(), data: { object: {} } },
      status: entry.status,
      attempts: entry.attempts,
      responseStatus: entry.responseStatus,
      responseMs: 180 + Math.floor(rand.next() * 400),
      lastError: entry.status === 'failed' ? 'HTTP 410: Gone' : null,
      sentAt: entry.status === 'sent' ? createdAt : null,
      nextAttemptAt: createdAt,
      createdAt,
    });
  }
}
