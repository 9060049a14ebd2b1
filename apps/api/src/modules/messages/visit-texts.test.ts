import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { TwilioStandIn } from '../../test/twilio-stand-in';
import { createJob, dayAt, seedClient } from '../dispatching/dispatching.test-support';
import { listen, serverAccount, smsWorker } from './messages.test-support';

/*
 * Visit confirmations and reminders: queued with the job, re-queued when it moves (the old reminders are
 * cancelled with the reason), taken back when it is cancelled; the client's C confirms the visit (shown on
 * the job until it moves again) and R asks for a reschedule. Visits are days ahead and reminders hours
 * before them, so nothing depends on the time of day the tests run.
 */
const NUMBER = '+15125550100';
let twilio: TwilioStandIn;
let t: TestContext;
let base: string;
let acme: TestTenant;
let owner: TestUser;

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
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  const on = await t.request(owner, 'PATCH', '/api/admin/messaging', {
    tenant: acme,
    body: {
      automations: {
        appointment_confirmation: { enabled: true },
        appointment_reminder: { enabled: true, offsets: [24, 2] },
      },
    },
  });
  expect(on.statusCode).toBe(200);
});
afterAll(async () => {
  await twilio.close();
  await t.close();
});

type VisitText = {
  kind: string;
  status: string;
  skip_reason: string | null;
  next_attempt_at: Date;
  body: string;
};
const visitTexts = (jobId: string) =>
  t.db.platform(async (tx) =>
    (
      await tx.execute<VisitText>(sql`select kind, status, skip_reason, next_attempt_at, body from sms_messages
        where tenant_id = ${acme.id} and related_id = ${jobId} order by kind, next_attempt_at`)
    ).rows.map((r) => ({ ...r, next_attempt_at: new Date(r.next_attempt_at) })),
  );
const hoursBefore = (iso: string, hours: number) => new Date(new Date(iso).getTime() - hours * 3_600_000);

describe('visit confirmation and reminders', () => {
  it('queues the confirmation now and a reminder at each offset before the visit', async () => {
    const client = await seedClient(t, acme, {
      name: 'Rosa Diaz',
      firstName: 'Rosa',
      phone: '(512) 555-0142',
    });
    const at = dayAt(3);
    const job = await createJob(t, owner, acme, client, {
      scheduledDate: at,
      serviceType: 'Furnace tune-up',
    });
    const texts = await visitTexts(job.id);
    expect(texts.map((x) => [x.kind, x.status])).toEqual([
      ['appointment_confirmation', 'queued'],
      ['appointment_reminder', 'queued'],
      ['appointment_reminder', 'queued'],
    ]);
    expect(texts[0].body).toContain('Furnace tune-up');
    expect(texts[1].next_attempt_at).toEqual(hoursBefore(at, 24));
    expect(texts[2].next_attempt_at).toEqual(hoursBefore(at, 2));
  });

  it('re-queues when the visit moves, cancelling the old reminders with the reason', async () => {
    const client = await seedClient(t, acme, { name: 'Moved Client', phone: '(512) 555-0143' });
    const job = await createJob(t, owner, acme, client, { scheduledDate: dayAt(3) });
    const later = dayAt(5, 15);
    const moved = await t.request(owner, 'PATCH', `/api/service-jobs/${job.id}`, {
      tenant: acme,
      body: { scheduledDate: later },
    });
    expect(moved.statusCode).toBe(200);
    const texts = await visitTexts(job.id);
    const cancelled = texts.filter((x) => x.status === 'cancelled');
    // The first confirmation and both reminders of the old time.
    expect(cancelled).toHaveLength(3);
    expect(cancelled.every((x) => x.skip_reason === 'Visit moved')).toBe(true);
    const queued = texts.filter((x) => x.status === 'queued');
    expect(queued.map((x) => x.kind)).toEqual([
      'appointment_confirmation',
      'appointment_reminder',
      'appointment_reminder',
    ]);
    expect(queued[1].next_attempt_at).toEqual(hoursBefore(later, 24));

    // Moved back to the first time: the texts for that time are queued again (their keys were freed).
    await t.request(owner, 'PATCH', `/api/service-jobs/${job.id}`, {
      tenant: acme,
      body: { scheduledDate: dayAt(3) },
    });
    expect((await visitTexts(job.id)).filter((x) => x.status === 'queued')).toHaveLength(3);
  });

  it('takes back what has not gone when the visit is cancelled', async () => {
    const client = await seedClient(t, acme, { name: 'Cancelled Client', phone: '(512) 555-0144' });
    const job = await createJob(t, owner, acme, client, { scheduledDate: dayAt(4) });
    const res = await t.request(owner, 'POST', `/api/service-jobs/${job.id}/cancel`, {
      tenant: acme,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    const texts = await visitTexts(job.id);
    expect(texts.every((x) => x.status === 'cancelled' && x.skip_reason === 'Visit cancelled')).toBe(true);
  });

  it('confirms the visit on C and records R as a reschedule request in the inbox', async () => {
    const phone = '+15125550145';
    const client = await seedClient(t, acme, { name: 'Replying Client', phone: '(512) 555-0145' });
    const job = await createJob(t, owner, acme, client, { scheduledDate: dayAt(2) });
    // The confirmation goes out (the reminders wait for their time).
    await smsWorker(t, serverAccount(twilio, NUMBER), { publicUrl: base }).runOnce();
    expect((await visitTexts(job.id)).find((x) => x.kind === 'appointment_confirmation')?.status).toBe(
      'sent',
    );
    const inbound = `${base}/api/sms/inbound?tenant=${acme.slug}`;
    expect((await twilio.sendInbound(inbound, { from: phone, to: NUMBER, body: ' c ' })).status).toBe(200);
    const confirmed = await t.request(owner, 'GET', `/api/service-jobs/${job.id}`, { tenant: acme });
    expect(confirmed.json().clientConfirmedAt).not.toBeNull();

    await twilio.sendInbound(inbound, { from: phone, to: NUMBER, body: 'R' });
    const audit = await t.db.platform((tx) =>
      tx.execute<{ action: string }>(sql`select action from audit_log
        where tenant_id = ${acme.id} and entity_id = ${job.id} and action like 'client-%' order by created_at`),
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['client-confirm', 'client-reschedule']);
    const threads = await t.request(owner, 'GET', '/api/messages/threads', {
      tenant: acme,
      query: { clientId: client },
    });
    expect(threads.json()[0]).toMatchObject({ unreadCount: 2, lastMessagePreview: 'R' });

    // Moving the visit makes it unconfirmed again.
    await t.request(owner, 'PATCH', `/api/service-jobs/${job.id}`, {
      tenant: acme,
      body: { scheduledDate: dayAt(6) },
    });
    const movedJob = await t.request(owner, 'GET', `/api/service-jobs/${job.id}`, { tenant: acme });
    expect(movedJob.json().clientConfirmedAt).toBeNull();
  });
});
