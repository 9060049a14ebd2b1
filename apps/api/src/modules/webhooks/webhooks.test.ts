import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES } from '@tradeworks/contracts/webhooks';
import { OUTBOUND_REFUSED_MESSAGE } from '../../platform/outbound/outbound-address';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { clientBody } from '../clients/clients.test-support';
import { verifyWebhook } from './webhook-signature';
import { WebhookReceiver, webhookWorker } from './webhooks.test-support';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await TestContext.create({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.status = 200;
  t.app.env.OUTBOUND_ALLOW_PRIVATE = 'true';
});

async function addEndpoint(events: string[] = ['client.created']) {
  const res = await t.request(owner, 'POST', '/api/admin/webhooks', {
    tenant: acme,
    body: { url: receiver.url, events, description: 'Zapier' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; secret: string };
}

/** Only this test's endpoint gets events: the others are removed first. */
async function onlyEndpoint(events?: string[]) {
  await t.db.platform((tx) => tx.execute(sql`delete from webhook_endpoints where tenant_id = ${acme.id}`));
  return addEndpoint(events);
}

const createClient = (firstName: string) =>
  t.request(owner, 'POST', '/api/clients', { tenant: acme, body: clientBody({ firstName }) });

describe('webhook endpoints', () => {
  it('lists the event catalogue', async () => {
    const res = await t.request(owner, 'GET', '/api/webhook-events', { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { type: string }) => e.type)).toEqual(WEBHOOK_EVENT_TYPES);
  });

  it('shows the signing secret once, sealed at rest', async () => {
    const created = await onlyEndpoint();
    expect(created.secret).toMatch(/^whsec_/);
    const list = await t.request(owner, 'GET', '/api/admin/webhooks', { tenant: acme });
    expect(list.body).not.toContain(created.secret);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ row: string }>(
        sql`select to_jsonb(e)::text as row from webhook_endpoints e where id = ${created.id}`,
      ),
    );
    expect(rows[0].row).not.toContain(created.secret);
  });

  it('refuses private, loopback and link-local targets, and http unless allowed', async () => {
    t.app.env.OUTBOUND_ALLOW_PRIVATE = 'false';
    for (const url of [
      'https://127.0.0.1/x',
      'https://169.254.169.254/latest',
      'https://10.1.2.3/',
      'https://[::1]/',
    ]) {
      const res = await t.request(owner, 'POST', '/api/admin/webhooks', {
        tenant: acme,
        body: { url, events: ['client.created'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fieldErrors.url).toBe(OUTBOUND_REFUSED_MESSAGE);
    }
    t.app.env.WEBHOOK_ALLOW_HTTP = 'false';
    try {
      const plain = await t.request(owner, 'POST', '/api/admin/webhooks', {
        tenant: acme,
        body: { url: 'http://hooks.example.com/x', events: ['client.created'] },
      });
      expect(plain.statusCode).toBe(400);
      expect(plain.json().fieldErrors.url).toBe(WEBHOOK_MESSAGES.httpsRequired);
    } finally {
      t.app.env.WEBHOOK_ALLOW_HTTP = 'true';
    }
  });
});

describe('delivery', () => {
  it('POSTs the event signed as documented, and logs the answer', async () => {
    const endpoint = await onlyEndpoint();
    const client = await createClient('Hooked');
    expect(client.statusCode).toBe(201);
    await webhookWorker(t).runOnce();
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received;
    expect(verifyWebhook(endpoint.secret, body, String(headers['tradeworks-signature']))).toBe(true);
    expect(verifyWebhook('whsec_wrong', body, String(headers['tradeworks-signature']))).toBe(false);
    const event = JSON.parse(body);
    expect(event).toMatchObject({ type: 'client.created', data: { object: { id: client.json().id } } });
    expect(headers['tradeworks-event-id']).toBe(event.id);
    const log = await t.request(owner, 'GET', `/api/admin/webhooks/${endpoint.id}/deliveries`, {
      tenant: acme,
    });
    expect(log.json()[0]).toMatchObject({
      eventId: event.id,
      status: 'sent',
      responseStatus: 200,
      attempts: 1,
    });
  });

  it('retries after a 500, and redelivers on request with the same event id', async () => {
    const endpoint = await onlyEndpoint();
    await createClient('Retried');
    receiver.status = 500;
    await webhookWorker(t).runOnce();
    const log = async () =>
      (
        await t.request(owner, 'GET', `/api/admin/webhooks/${endpoint.id}/deliveries`, { tenant: acme })
      ).json();
    expect((await log())[0]).toMatchObject({ status: 'queued', responseStatus: 500, attempts: 1 });
    expect((await log())[0].lastError).toContain('HTTP 500');
    receiver.status = 200;
    // Due now (the back-off has passed).
    await t.db.platform((tx) =>
      tx.execute(sql`update webhook_deliveries set next_attempt_at = now() where tenant_id = ${acme.id}`),
    );
    await webhookWorker(t).runOnce();
    expect((await log())[0]).toMatchObject({ status: 'sent', responseStatus: 200, attempts: 2 });
    const first = (await log())[0];
    const again = await t.request(
      owner,
      'POST',
      `/api/admin/webhooks/${endpoint.id}/deliveries/${first.id}/redeliver`,
      { tenant: acme },
    );
    expect(again.statusCode).toBe(201);
    await webhookWorker(t).runOnce();
    const ids = receiver.received.map((r) => JSON.parse(r.body).id);
    expect(ids).toEqual([first.eventId, first.eventId, first.eventId]);
  });

  it('delivers nothing for a change that rolls back', async () => {
    await onlyEndpoint();
    // A client whose insert fails after the event was emitted: a duplicate e-mail is refused by the service
    // before commit, so the transaction rolls back with the delivery row in it.
    await t.db
      .tenant({ tenantId: acme.id, userId: owner.id }, async (scope) => {
        const { emitWebhookEvent } = await import('./public');
        await emitWebhookEvent(scope, 'client.created', { id: 'never' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await webhookWorker(t).runOnce();
    expect(receiver.received).toHaveLength(0);
    const { rows } = await t.db.platform((tx) =>
      tx.execute(
        sql`select 1 from webhook_deliveries where tenant_id = ${acme.id} and payload->'data'->'object'->>'id' = 'never'`,
      ),
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses at delivery time a name that now points at a private address', async () => {
    const endpoint = await onlyEndpoint();
    await createClient('Rebound');
    t.app.env.OUTBOUND_ALLOW_PRIVATE = 'false';
    await webhookWorker(t).runOnce();
    expect(receiver.received).toHaveLength(0);
    const log = await t.request(owner, 'GET', `/api/admin/webhooks/${endpoint.id}/deliveries`, {
      tenant: acme,
    });
    expect(log.json()[0].lastError).toBe(OUTBOUND_REFUSED_MESSAGE);
  });
});
