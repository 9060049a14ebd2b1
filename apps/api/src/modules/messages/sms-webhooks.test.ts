import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { clients, messageThreads, smsConsents, smsMessages } from '../../db/schema';
import { TestContext, type TestTenant } from '../../test/test-context';
import { TwilioStandIn } from '../../test/twilio-stand-in';
import { SKIP_REASONS } from '../../platform/sms/sms-channel';
import { drawPng } from '../../platform/images/png-image';
import { clientBody } from '../clients/clients.test-support';
import { listen, queueText, readText, serverAccount, smsWorker } from './messages.test-support';

let t: TestContext;
let twilio: TwilioStandIn;
let tenant: TestTenant;
let base: string;
const NUMBER = '+15125550100';

beforeAll(async () => {
  twilio = await TwilioStandIn.start();
  t = await TestContext.create({
    env: {
      TWILIO_API_URL: twilio.url,
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: NUMBER,
    },
  });
  base = await listen(t);
  tenant = await t.tenant();
});
afterAll(async () => {
  await twilio.close();
  await t.close();
});

async function sendOne(body: string, to = '+15125550142') {
  const id = await queueText(t.db, tenant.id, { to, body, urgent: true });
  await smsWorker(t, serverAccount(twilio, NUMBER), { publicUrl: base }).runOnce();
  const row = await readText(t.db, tenant.id, id);
  return { id, sid: row.providerMessageId! };
}

const inTenant = <T>(
  fn: (tx: Parameters<Parameters<TestContext['db']['tenant']>[1]>[0]['tx']) => Promise<T>,
) => t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) => fn(tx));

describe('POST /api/sms/status (Twilio status callbacks)', () => {
  it('moves a text to delivered, once; a replay or a late "sent" changes nothing', async () => {
    const { id, sid } = await sendOne('Status one');
    const delivered = await twilio.reportStatus(sid, 'delivered');
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.body)).toEqual({ received: true, duplicate: false });
    const row = await readText(t.db, tenant.id, id);
    expect(row.status).toBe('delivered');
    expect(row.deliveredAt).toBeInstanceOf(Date);

    const replay = await twilio.reportStatus(sid, 'delivered');
    expect(JSON.parse(replay.body)).toEqual({ received: true, duplicate: true });
    const late = await twilio.reportStatus(sid, 'sent');
    expect(JSON.parse(late.body)).toEqual({ received: true, duplicate: true });
    expect((await readText(t.db, tenant.id, id)).status).toBe('delivered');
  });

  it('records an undelivered text as failed with Twilio’s error code', async () => {
    const { id, sid } = await sendOne('Status two');
    await twilio.reportStatus(sid, 'undelivered', { errorCode: '30003' });
    expect(await readText(t.db, tenant.id, id)).toMatchObject({
      status: 'failed',
      lastError: 'Twilio error 30003',
    });
  });

  it('refuses forged, unsigned and re-targeted callbacks with 403 and changes nothing', async () => {
    const { id, sid } = await sendOne('Status three');
    const forged = await twilio.reportStatus(sid, 'delivered', { token: 'not-the-auth-token' });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body)).toMatchObject({
      error: 'FORBIDDEN',
      message: 'Invalid Twilio signature',
    });
    const unsigned = await twilio.reportStatus(sid, 'delivered', { signature: null });
    expect(unsigned.status).toBe(403);
    // A genuine signature for one set of parameters does not cover another.
    const params = { MessageSid: sid, MessageStatus: 'delivered', AccountSid: twilio.accountSid };
    const genuine = await twilio.post(`${base}/api/sms/status`, { ...params, MessageStatus: 'sent' });
    expect(genuine.status).toBe(200);
    const { twilioSignature } = await import('../../platform/sms/twilio-signature');
    const reused = twilioSignature(twilio.authToken, `${base}/api/sms/status`, {
      ...params,
      MessageStatus: 'sent',
    });
    const tampered = await twilio.post(`${base}/api/sms/status`, params, { signature: reused });
    expect(tampered.status).toBe(403);
    expect((await readText(t.db, tenant.id, id)).status).toBe('sent');
  });
});

describe('POST /api/sms/inbound (texts from clients)', () => {
  const inboundUrl = () => `${base}/api/sms/inbound?tenant=${tenant.slug}`;

  it('files a text from a known client in their thread as unread, once per MessageSid', async () => {
    const client = await t.request(await ownerOf(tenant), 'POST', '/api/clients', {
      tenant,
      body: clientBody({
        firstName: 'Dana',
        lastName: 'Reyes',
        phone: '512.555.0177',
        email: 'dana@example.com',
      }),
    });
    expect(client.statusCode).toBe(201);
    const first = await twilio.sendInbound(inboundUrl(), {
      from: '+15125550177',
      to: NUMBER,
      body: 'Is 3pm ok?',
    });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ received: true, duplicate: false });
    const again = await twilio.sendInbound(inboundUrl(), {
      from: '+15125550177',
      to: NUMBER,
      body: 'Is 3pm ok?',
      messageSid: first.messageSid,
    });
    expect(JSON.parse(again.body)).toEqual({ received: true, duplicate: true });

    const texts = await inTenant((tx) =>
      tx.select().from(smsMessages).where(eq(smsMessages.providerMessageId, first.messageSid)),
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      direction: 'inbound',
      status: 'received',
      clientId: client.json().id,
      fromNumber: '+15125550177',
      body: 'Is 3pm ok?',
    });
    const [thread] = await inTenant((tx) =>
      tx.select().from(messageThreads).where(eq(messageThreads.clientId, client.json().id)),
    );
    expect(thread).toMatchObject({
      unreadCount: 1,
      lastMessagePreview: 'Is 3pm ok?',
      lastDirection: 'inbound',
    });
    expect(texts[0].threadId).toBe(thread.id);
  });

  it('keeps an MMS’s photos (images by their bytes, from Twilio only) and serves them to staff', async () => {
    const owner = await ownerOf(tenant);
    const png = drawPng(4, 3, (x) => [x * 60, 120, 200]);
    const sent = await twilio.sendInbound(inboundUrl(), {
      from: '+15125550188',
      to: NUMBER,
      body: 'Here is the leak',
      media: [
        { contentType: 'image/png', bytes: png },
        // Claimed as a JPEG, but its bytes are text: left out.
        { contentType: 'image/jpeg', bytes: Buffer.from('not a photo') },
        // A real photo, but not on Twilio's origin: never fetched.
        { contentType: 'image/png', bytes: png, directHost: 'localhost' },
      ],
    });
    expect(sent.status).toBe(200);
    expect(twilio.requests.filter((r) => r.path.startsWith('/cdn/'))).toHaveLength(2);
    // Twilio retries the webhook: the duplicate is answered without fetching the photos again.
    const fetchesBefore = twilio.requests.filter((r) => r.method === 'GET').length;
    const replay = await twilio.sendInbound(inboundUrl(), {
      from: '+15125550188',
      to: NUMBER,
      body: 'Here is the leak',
      messageSid: sent.messageSid,
      media: [{ contentType: 'image/png', bytes: png }],
    });
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toMatchObject({ duplicate: true });
    expect(twilio.requests.filter((r) => r.method === 'GET').length).toBe(fetchesBefore);
    const list = await t.request(owner, 'GET', '/api/messages', { tenant, query: { search: 'the leak' } });
    const [text] = list.json();
    expect(text.media).toEqual([{ id: expect.any(String), contentType: 'image/png' }]);
    const photo = await t.request(owner, 'GET', `/api/messages/${text.id}/media/${text.media[0].id}`, {
      tenant,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.equals(png)).toBe(true);

    const other = await t.tenant();
    const outsider = await ownerOf(other);
    const foreign = await t.request(outsider, 'GET', `/api/messages/${text.id}/media/${text.media[0].id}`, {
      tenant: other,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongText = await t.request(
      owner,
      'GET',
      `/api/messages/${text.media[0].id}/media/${text.media[0].id}`,
      {
        tenant,
      },
    );
    expect(wrongText.statusCode).toBe(404);
  });

  it('makes an unknown number a new lead', async () => {
    await twilio.sendInbound(inboundUrl(), {
      from: '+13125550123',
      to: NUMBER,
      body: 'Do you service furnaces?',
    });
    const [lead] = await inTenant((tx) =>
      tx
        .select()
        .from(clients)
        .where(and(eq(clients.tenantId, tenant.id), eq(clients.phone, '(312) 555-0123'))),
    );
    expect(lead).toMatchObject({ status: 'lead', leadSource: 'Text message', name: '+1 312 555 0123' });
  });

  it('honours STOP and START: texts to the number are skipped until it opts back in', async () => {
    const from = '+15125550188';
    await twilio.sendInbound(inboundUrl(), { from, to: NUMBER, body: 'STOP' });
    const [consent] = await inTenant((tx) =>
      tx
        .select()
        .from(smsConsents)
        .where(and(eq(smsConsents.tenantId, tenant.id), eq(smsConsents.phone, from))),
    );
    expect(consent).toMatchObject({ status: 'opted_out', source: 'keyword', keyword: 'STOP' });
    const blocked = await queueText(t.db, tenant.id, {
      to: from,
      kind: 'review_request',
      body: 'Review us?',
    });
    await smsWorker(t, serverAccount(twilio, NUMBER)).runOnce();
    expect(await readText(t.db, tenant.id, blocked)).toMatchObject({
      status: 'skipped',
      skipReason: SKIP_REASONS.optedOut,
    });

    await twilio.sendInbound(inboundUrl(), { from, to: NUMBER, body: 'start' });
    const allowed = await queueText(t.db, tenant.id, {
      to: from,
      kind: 'review_request',
      body: 'Review us?',
    });
    await smsWorker(t, serverAccount(twilio, NUMBER)).runOnce();
    expect((await readText(t.db, tenant.id, allowed)).status).toBe('sent');
    const audit = await t.db.platform((tx) =>
      tx.execute<{ action: string }>(
        sql`select action from audit_log where tenant_id = ${tenant.id} and entity = 'sms_consent' order by created_at`,
      ),
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['opt-out', 'opt-in']);
  });

  it('refuses an unsigned or forged inbound text and stores nothing', async () => {
    const forged = await twilio.sendInbound(
      inboundUrl(),
      { from: '+15125550199', to: NUMBER, body: 'forged' },
      { token: 'wrong' },
    );
    expect(forged.status).toBe(403);
    const unsigned = await twilio.sendInbound(
      inboundUrl(),
      { from: '+15125550199', to: NUMBER, body: 'unsigned' },
      { signature: null },
    );
    expect(unsigned.status).toBe(403);
    // Signed for another organization's URL: not valid for this one.
    const other = await t.tenant();
    const { twilioSignature } = await import('../../platform/sms/twilio-signature');
    const params = {
      MessageSid: 'SM' + 'a'.repeat(32),
      From: '+15125550199',
      To: NUMBER,
      Body: 'moved',
      AccountSid: twilio.accountSid,
    };
    const signature = twilioSignature(
      twilio.authToken,
      `${base}/api/sms/inbound?tenant=${other.slug}`,
      params,
    );
    const moved = await twilio.post(inboundUrl(), params, { signature });
    expect(moved.status).toBe(403);
    const stored = await inTenant((tx) =>
      tx.select().from(smsMessages).where(eq(smsMessages.fromNumber, '+15125550199')),
    );
    expect(stored).toHaveLength(0);
  });
});

async function ownerOf(own: TestTenant) {
  return t.user({ tenant: own, role: 'owner' });
}
