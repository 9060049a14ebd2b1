import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TestContext, type TestTenant } from '../../test/test-context';
import { TwilioStandIn } from '../../test/twilio-stand-in';
import { SKIP_REASONS, SMS_MAX_ATTEMPTS } from '../../platform/sms/sms-channel';
import { enqueueSms } from '../../platform/sms/sms-outbox';
import {
  makeTextDue,
  queueText,
  readText,
  serverAccount,
  setTenantZone,
  smsWorker,
} from './messages.test-support';

let t: TestContext;
let twilio: TwilioStandIn;
let tenant: TestTenant;

beforeAll(async () => {
  t = await TestContext.create();
  twilio = await TwilioStandIn.start();
  tenant = await t.tenant();
});
afterAll(async () => {
  await twilio.close();
  await t.close();
});

describe('the SMS channel of the outbox, against the Twilio stand-in', () => {
  it('sends a queued text through the Messages resource and records Twilio’s id; never twice', async () => {
    const id = await queueText(t.db, tenant.id, { to: '+15125550142', body: 'See you at 9:00' });
    const worker = smsWorker(t, serverAccount(twilio), { publicUrl: 'https://app.example.com/' });

    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });

    const sent = twilio.messages.find((m) => m.body === 'See you at 9:00')!;
    expect(sent).toMatchObject({ to: '+15125550142', from: '+15125550100' });
    expect(sent.statusCallback).toBe('https://app.example.com/api/sms/status');
    const request = twilio.requests.at(-1)!;
    expect(request.path).toBe(`/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`);
    expect(request.form).toMatchObject({ To: '+15125550142', From: '+15125550100', Body: 'See you at 9:00' });
    const row = await readText(t.db, tenant.id, id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: sent.sid,
      fromNumber: '+15125550100',
    });
    expect(row.sentAt).toBeInstanceOf(Date);

    expect((await worker.runOnce()).claimed).toBe(0);
    expect(twilio.messages.filter((m) => m.body === 'See you at 9:00')).toHaveLength(1);
  });

  it('queues a text once per event key', async () => {
    const key = `reminder:${tenant.id}:once`;
    const first = await t.db.tenant({ tenantId: tenant.id, userId: null }, async (scope) => {
      const a = await enqueueSms(scope, { to: '+15125550142', body: 'a', kind: 'reply', dedupeKey: key });
      const b = await enqueueSms(scope, { to: '+15125550142', body: 'b', kind: 'reply', dedupeKey: key });
      return [a, b];
    });
    expect(first[0]).toBeTruthy();
    expect(first[1]).toBeNull();
    await t.db.platform((tx) =>
      tx.execute(sql`update sms_messages set status = 'cancelled' where id = ${first[0]}`),
    );
  });

  it('retries after a Twilio 5xx with back-off, then sends; a refused number fails at once', async () => {
    const id = await queueText(t.db, tenant.id, { body: 'Retry me' });
    const bad = await queueText(t.db, tenant.id, { to: '+15125550000', body: 'Invalid number' });
    const worker = smsWorker(t, serverAccount(twilio));
    twilio.failNext(1, 503);

    const first = await worker.runOnce();
    expect(first).toMatchObject({ claimed: 2, retried: 1, failed: 1 });
    const waiting = await readText(t.db, tenant.id, id);
    expect(waiting.status).toBe('queued');
    expect(waiting.lastError).toContain('Twilio 20500');
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await readText(t.db, tenant.id, bad)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await readText(t.db, tenant.id, bad)).lastError).toContain('21211');

    await makeTextDue(t.db, id);
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
    expect(await readText(t.db, tenant.id, id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
  });

  it(`gives a text up as failed after ${SMS_MAX_ATTEMPTS} tries while Twilio keeps failing`, async () => {
    const own = await t.tenant();
    const id = await queueText(t.db, own.id, { body: 'Outage' });
    const worker = smsWorker(t, serverAccount(twilio));
    for (let i = 1; i <= SMS_MAX_ATTEMPTS; i++) {
      twilio.failNext(1, 500);
      await makeTextDue(t.db, id);
      await worker.runOnce();
    }
    expect(await readText(t.db, own.id, id)).toMatchObject({ status: 'failed', attempts: SMS_MAX_ATTEMPTS });
  });

  it('keeps texts as captured (readable in the app) when no Twilio account is configured', async () => {
    const own = await t.tenant();
    const id = await queueText(t.db, own.id, { body: 'Captured' });
    const result = await smsWorker(t, {}).runOnce();
    expect(result.captured).toBeGreaterThanOrEqual(1);
    expect(await readText(t.db, own.id, id)).toMatchObject({ status: 'captured', attempts: 0 });
  });

  it('skips every text to a number that replied STOP, and marketing without an opt-in when required', async () => {
    const own = await t.tenant();
    await t.db.platform((tx) =>
      tx.execute(sql`insert into sms_consents (tenant_id, phone, status, source, keyword)
        values (${own.id}, '+15125550111', 'opted_out', 'keyword', 'STOP')`),
    );
    await t.db.platform((tx) =>
      tx.execute(
        sql`insert into messaging_settings (tenant_id, marketing_needs_opt_in) values (${own.id}, true)`,
      ),
    );
    const reminder = await queueText(t.db, own.id, { to: '+15125550111', kind: 'appointment_reminder' });
    const review = await queueText(t.db, own.id, { to: '+15125550112', kind: 'review_request' });
    const plain = await queueText(t.db, own.id, {
      to: '+15125550112',
      kind: 'appointment_reminder',
      urgent: true,
    });

    await smsWorker(t, serverAccount(twilio)).runOnce();

    expect(await readText(t.db, own.id, reminder)).toMatchObject({
      status: 'skipped',
      skipReason: SKIP_REASONS.optedOut,
    });
    expect(await readText(t.db, own.id, review)).toMatchObject({
      status: 'skipped',
      skipReason: SKIP_REASONS.noMarketingConsent,
    });
    expect((await readText(t.db, own.id, plain)).status).toBe('sent');
    expect(twilio.messages.some((m) => m.to === '+15125550111')).toBe(false);
  });
});

describe('quiet hours on the organization’s clock', () => {
  // 2026-03-11 03:30 UTC: 22:30 the evening before in Chicago, 12:30 in Tokyo.
  const now = () => new Date('2026-03-11T03:30:00Z');

  it('holds a Chicago reminder until 08:00 Chicago time while a Tokyo one goes at once', async () => {
    const chicago = await t.tenant({ name: 'Chicago HVAC' });
    const tokyo = await t.tenant({ name: 'Tokyo Plumbing' });
    await setTenantZone(t, chicago, 'America/Chicago');
    await setTenantZone(t, tokyo, 'Asia/Tokyo');
    const held = await queueText(t.db, chicago.id, {
      kind: 'appointment_reminder',
      body: 'Chicago reminder',
    });
    const urgent = await queueText(t.db, chicago.id, { kind: 'on_my_way', urgent: true, body: 'On my way' });
    const tokyoText = await queueText(t.db, tokyo.id, {
      kind: 'appointment_reminder',
      body: 'Tokyo reminder',
    });
    const worker = smsWorker(t, serverAccount(twilio), { now, batchSize: 50 });

    const result = await worker.runOnce();
    expect(result.deferred).toBe(1);

    const waiting = await readText(t.db, chicago.id, held);
    expect(waiting).toMatchObject({
      status: 'queued',
      attempts: 0,
      skipReason: 'Quiet hours: waits until 08:00',
    });
    // 08:00 CDT on 2026-03-11 = 13:00 UTC.
    expect(waiting.nextAttemptAt.toISOString()).toBe('2026-03-11T13:00:00.000Z');
    expect((await readText(t.db, chicago.id, urgent)).status).toBe('sent');
    expect((await readText(t.db, tokyo.id, tokyoText)).status).toBe('sent');
    expect(twilio.messages.some((m) => m.body === 'Chicago reminder')).toBe(false);
  });

  it('holds a Tokyo reminder at 22:00 Tokyo time while Chicago’s morning text goes', async () => {
    // 13:00 UTC: 08:00 in Chicago (quiet hours just over), 22:00 in Tokyo.
    const at = () => new Date('2026-03-11T13:00:00Z');
    const chicago = await t.tenant();
    const tokyo = await t.tenant();
    await setTenantZone(t, chicago, 'America/Chicago');
    await setTenantZone(t, tokyo, 'Asia/Tokyo');
    const morning = await queueText(t.db, chicago.id, { kind: 'appointment_reminder' });
    const night = await queueText(t.db, tokyo.id, { kind: 'appointment_reminder' });
    await smsWorker(t, serverAccount(twilio), { now: at, batchSize: 50 }).runOnce();
    expect((await readText(t.db, chicago.id, morning)).status).toBe('sent');
    const waiting = await readText(t.db, tokyo.id, night);
    expect(waiting.status).toBe('queued');
    // 08:00 JST on 2026-03-12 = 23:00 UTC on the 11th.
    expect(waiting.nextAttemptAt.toISOString()).toBe('2026-03-11T23:00:00.000Z');
  });
});
