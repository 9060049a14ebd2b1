import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRACKING_MESSAGES } from '@tradeworks/contracts/tracking';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { TwilioStandIn } from '../../test/twilio-stand-in';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';
import { listen, serverAccount, setTenantZone, smsWorker } from './messages.test-support';
import { getTracking } from './tracking.service';

/*
 * On my way from the technician's day: one urgent text with the ETA and a /track/{token} link, sent once even
 * when the offline queue replays the tap; the public tracking page shows the company, the technician's first
 * name, the status and the ETA — nothing else — and stops answering when the job completes or after 12 hours.
 */
let twilio: TwilioStandIn;
let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let tech: TestUser;
let techId: string;
let clientId: string;

beforeAll(async () => {
  twilio = await TwilioStandIn.start();
  t = await TestContext.create();
  await listen(t);
  acme = await t.tenant({ name: 'Acme Heating' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  tech = await t.user({ tenant: acme, role: 'member' });
  await setTenantZone(t, acme, 'America/Chicago');
  techId = (await createTechnician(t, owner, acme, { name: 'Tina Field', userId: tech.id, maxJobs: 20 })).id;
  clientId = await seedClient(t, acme, {
    name: 'Rosa Secretname',
    firstName: 'Rosa',
    phone: '(512) 555-0142',
    address: '77 Hidden Lane',
  });
  await switchOnMyWay(true);
});
afterAll(async () => {
  await twilio.close();
  await t.close();
});

async function switchOnMyWay(enabled: boolean) {
  const res = await t.request(owner, 'PATCH', '/api/admin/messaging', {
    tenant: acme,
    body: { automations: { on_my_way: { enabled } } },
  });
  expect(res.statusCode).toBe(200);
}

/** A job of today assigned to the technician, placed 10 km north of the tap below. */
async function assignedJob(): Promise<string> {
  const job = await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(0, 15) });
  const res = await t.request(owner, 'POST', `/api/service-jobs/${job.id}/assign`, {
    tenant: acme,
    body: { technicianId: techId, scheduledDate: dayAt(0, 15) },
  });
  expect(res.statusCode).toBe(200);
  await t.db.platform((tx) =>
    tx.execute(sql`update service_jobs set latitude = 30.359932, longitude = -97.74 where id = ${job.id}`),
  );
  return job.id as string;
}

/** The tap, a minute ago on a whole minute (the link lives 12 hours from it); the ETA follows from it. */
const TAPPED = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
const TAP = { at: TAPPED.toISOString(), latitude: 30.27, longitude: -97.74, accuracy: 12 };
const later = (minutes: number) => new Date(TAPPED.getTime() + minutes * 60_000);
const chicagoTime = (d: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);
const act = (id: string, action: string, key: string, body: unknown = TAP) =>
  t.request(tech, 'POST', `/api/my-day/jobs/${id}/${action}`, {
    tenant: acme,
    body,
    headers: { 'idempotency-key': key },
  });

type Text = { id: string; status: string; kind: string; urgent: boolean; body: string };
const textsOf = (jobId: string) =>
  t.db.platform(
    async (tx) =>
      (
        await tx.execute<Text>(sql`select id, status, kind, urgent, body from sms_messages
          where tenant_id = ${acme.id} and related_id = ${jobId} and kind = 'on_my_way'`)
      ).rows,
  );
const tokenOf = (body: string) => /\/track\/([A-Za-z0-9_-]{43})$/.exec(body)?.[1];
const track = (token: string) => t.request(null, 'GET', `/api/track/${token}`);

describe('on my way', () => {
  it('queues one urgent text with the ETA and a tracking link, even when the offline queue replays the tap twice', async () => {
    const jobId = await assignedJob();
    const first = await act(jobId, 'en-route', 'omw-replay-1');
    expect(first.statusCode).toBe(200);
    // The phone reconnects twice and sends its queued tap again with the same key.
    for (let i = 0; i < 2; i++) expect((await act(jobId, 'en-route', 'omw-replay-1')).statusCode).toBe(200);
    const texts = await textsOf(jobId);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ status: 'queued', urgent: true });
    // 10 km × 1.3 at 40 km/h ≈ 20 min after the tap, on the organization's clock.
    expect(texts[0].body).toContain(
      `Hi Rosa, Tina from Acme Heating is on the way, arriving around ${chicagoTime(later(20))}.`,
    );
    expect(tokenOf(texts[0].body)).toBeDefined();
    const links = await t.db.platform((tx) =>
      tx.execute(sql`select 1 from tracking_links where job_id = ${jobId}`),
    );
    expect(links.rows).toHaveLength(1);
  });

  it('goes out during quiet hours (an on-my-way text is urgent)', async () => {
    const jobId = await assignedJob();
    expect((await act(jobId, 'en-route', 'omw-quiet')).statusCode).toBe(200);
    // 23:30 in Chicago: inside the default 21:00–08:00 quiet hours.
    const worker = smsWorker(t, serverAccount(twilio), { now: () => new Date('2026-03-12T04:30:00Z') });
    const before = twilio.messages.length;
    await worker.runOnce();
    const [text] = await textsOf(jobId);
    expect(text.status).toBe('sent');
    expect(twilio.messages.slice(before).map((m) => m.body)).toContain(text.body);
  });

  it('is not sent for a job already started, nor a second time for the same setting off', async () => {
    const jobId = await assignedJob();
    expect((await act(jobId, 'start', 'omw-start-first')).statusCode).toBe(200);
    // The offline queue held an On my way tapped earlier; the job has started since.
    expect((await act(jobId, 'en-route', 'omw-late')).statusCode).toBe(409);
    expect(await textsOf(jobId)).toHaveLength(0);

    const other = await assignedJob();
    const a = await act(other, 'en-route', 'omw-first-tap');
    expect(a.statusCode, a.body).toBe(200);
    expect((await act(other, 'en-route', 'omw-second-tap')).statusCode).toBe(409);
    expect(await textsOf(other)).toHaveLength(1);
  });

  it('sends nothing and makes no link while the automation is off', async () => {
    await switchOnMyWay(false);
    try {
      const jobId = await assignedJob();
      expect((await act(jobId, 'en-route', 'omw-switched-off')).statusCode).toBe(200);
      expect(await textsOf(jobId)).toHaveLength(0);
      const links = await t.db.platform((tx) =>
        tx.execute(sql`select 1 from tracking_links where job_id = ${jobId}`),
      );
      expect(links.rows).toHaveLength(0);
    } finally {
      await switchOnMyWay(true);
    }
  });
});

describe('the public tracking page', () => {
  it('shows only the company, the first name, the status and the ETA, then nothing once the job completes', async () => {
    const jobId = await assignedJob();
    expect((await act(jobId, 'en-route', 'omw-track')).statusCode).toBe(200);
    const token = tokenOf((await textsOf(jobId))[0].body)!;

    const res = await track(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      companyName: 'Acme Heating',
      technicianFirstName: 'Tina',
      technicianPhotoUrl: null,
      status: 'on-the-way',
      eta: later(20).toISOString(),
      etaSource: 'location',
      positionAt: TAPPED.toISOString(),
      timeZone: 'America/Chicago',
      expiresAt: later(12 * 60).toISOString(),
      map: null,
    });
    for (const secret of ['Secretname', 'Hidden Lane', 'Field', jobId, clientId, acme.id, acme.slug, '555'])
      expect(res.body).not.toContain(secret);

    expect((await act(jobId, 'start', 'omw-track-start')).statusCode).toBe(200);
    expect((await track(token)).json()).toMatchObject({ status: 'arrived' });

    const done = await act(jobId, 'complete', 'omw-track-done', {
      notes: 'Done',
      customerNotPresent: true,
    });
    expect(done.statusCode).toBe(200);
    const gone = await track(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'NOT_FOUND', message: TRACKING_MESSAGES.notFound });
  });

  it('expires 12 hours after setting off, and answers an unknown or malformed token the same way', async () => {
    const jobId = await assignedJob();
    expect((await act(jobId, 'en-route', 'omw-expire')).statusCode).toBe(200);
    const token = tokenOf((await textsOf(jobId))[0].body)!;
    await expect(getTracking(t.db, token, later(12 * 60 - 1))).resolves.toMatchObject({
      technicianFirstName: 'Tina',
    });
    await expect(getTracking(t.db, token, later(12 * 60))).rejects.toThrow(TRACKING_MESSAGES.notFound);
    for (const bad of ['A'.repeat(43), 'short', `${token.slice(0, 42)}!`]) {
      const res = await track(encodeURIComponent(bad));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TRACKING_MESSAGES.notFound);
    }
  });

  it('stops answering when the job is handed to another technician', async () => {
    const jobId = await assignedJob();
    expect((await act(jobId, 'en-route', 'omw-handover')).statusCode).toBe(200);
    const token = tokenOf((await textsOf(jobId))[0].body)!;
    expect(
      (await t.request(owner, 'POST', `/api/service-jobs/${jobId}/unassign`, { tenant: acme })).statusCode,
    ).toBe(200);
    expect((await track(token)).statusCode).toBe(404);
  });
});
