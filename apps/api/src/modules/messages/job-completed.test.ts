import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { TwilioStandIn } from '../../test/twilio-stand-in';
import { createJob, createTechnician, dayAt, seedClient } from '../dispatching/dispatching.test-support';
import { listen, serverAccount, setTenantZone, smsWorker } from './messages.test-support';

/*
 * The job-completed thank-you: queued with the completion, once per job, with the portal's address when the
 * portal is on; not urgent, so a job completed late in the evening (Chicago) is texted when quiet hours end.
 * The worker's clock is pinned.
 */
let twilio: TwilioStandIn;
let t: TestContext;
let base: string;
let acme: TestTenant;
let owner: TestUser;
let techId: string;
let clientId: string;

beforeAll(async () => {
  twilio = await TwilioStandIn.start();
  t = await TestContext.create();
  base = await listen(t);
  acme = await t.tenant({ name: 'Acme Heating' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  await setTenantZone(t, acme, 'America/Chicago');
  techId = (await createTechnician(t, owner, acme, { name: 'Tina Field', maxJobs: 20 })).id;
  clientId = await seedClient(t, acme, { name: 'Rosa Diaz', firstName: 'Rosa', phone: '(512) 555-0142' });
  await switchOn(true);
});
afterAll(async () => {
  await twilio.close();
  await t.close();
});

async function switchOn(enabled: boolean) {
  const res = await t.request(owner, 'PATCH', '/api/admin/messaging', {
    tenant: acme,
    body: { automations: { job_completed: { enabled } } },
  });
  expect(res.statusCode).toBe(200);
}

const move = async (id: string, action: string, body: unknown = {}) => {
  const res = await t.request(owner, 'POST', `/api/service-jobs/${id}/${action}`, { tenant: acme, body });
  expect(res.statusCode, res.body).toBe(200);
};

async function completedJob(client = clientId): Promise<{ id: string; jobNumber: string }> {
  const job = await createJob(t, owner, acme, client, { scheduledDate: dayAt(0, 15) });
  await move(job.id, 'assign', { technicianId: techId, scheduledDate: dayAt(0, 15) });
  await move(job.id, 'start');
  await move(job.id, 'complete', { notes: 'Done', customerNotPresent: true });
  return job;
}

type Text = {
  id: string;
  status: string;
  urgent: boolean;
  body: string;
  skip_reason: string | null;
  next_attempt_at: string;
};
const thankYous = (jobId: string) =>
  t.db.platform(
    async (tx) =>
      (
        await tx.execute<Text>(sql`select id, status, urgent, body, skip_reason, next_attempt_at::text from sms_messages
          where tenant_id = ${acme.id} and related_id = ${jobId} and kind = 'job_completed'`)
      ).rows,
  );

describe('job-completed thank-you', () => {
  it('waits out quiet hours on the organization’s clock, then goes once', async () => {
    const job = await completedJob();
    const [text] = await thankYous(job.id);
    expect(text).toMatchObject({ status: 'queued', urgent: false });
    expect(text.body).toBe(
      `Thank you for choosing Acme Heating, Rosa! Job ${job.jobNumber} is complete. Your documents:`,
    );
    // 22:30 in Chicago (CDT): inside the default 21:00–08:00 quiet hours — held.
    await smsWorker(t, serverAccount(twilio), { now: () => new Date('2026-06-10T03:30:00Z') }).runOnce();
    const held = (await thankYous(job.id))[0];
    expect(held.status).toBe('queued');
    // Put off until quiet hours end: 08:00 there.
    expect(new Date(held.next_attempt_at).toISOString()).toBe('2026-06-10T13:00:00.000Z');
    // 08:30 the next morning there.
    await t.db.platform((tx) =>
      tx.execute(sql`update sms_messages set next_attempt_at = now() where id = ${text.id}`),
    );
    await smsWorker(t, serverAccount(twilio), { now: () => new Date('2026-06-10T13:30:00Z') }).runOnce();
    expect((await thankYous(job.id))[0].status).toBe('sent');
    expect(twilio.messages.map((m) => m.body)).toContain(text.body);
  });

  it('is queued once when the completion is sent again with its Idempotency-Key', async () => {
    const job = await createJob(t, owner, acme, clientId, { scheduledDate: dayAt(0, 15) });
    await move(job.id, 'assign', { technicianId: techId, scheduledDate: dayAt(0, 15) });
    await move(job.id, 'start');
    for (let i = 0; i < 2; i++) {
      const res = await t.request(owner, 'POST', `/api/service-jobs/${job.id}/complete`, {
        tenant: acme,
        body: { notes: 'Done', customerNotPresent: true },
        headers: { 'idempotency-key': `complete-once-${job.id}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await thankYous(job.id)).toHaveLength(1);
  });

  it('links to the customer portal when it is on', async () => {
    const on = await t.request(owner, 'POST', '/api/admin/customer-portal', {
      tenant: acme,
      body: { isEnabled: true, portalTitle: 'Acme Client Hub', primaryColor: '#0f766e' },
    });
    expect(on.statusCode, on.body).toBeLessThan(300);
    const job = await completedJob();
    expect((await thankYous(job.id))[0].body).toMatch(
      new RegExp(`Your documents: ${base}/portal/${acme.slug}$`),
    );
  });

  it('skips a client without a mobile number with the reason, and sends nothing while switched off', async () => {
    const noPhone = await seedClient(t, acme, { name: 'No Phone', phone: null });
    const job = await completedJob(noPhone);
    expect(await thankYous(job.id)).toMatchObject([{ status: 'skipped', skip_reason: 'No mobile number' }]);
    await switchOn(false);
    try {
      expect(await thankYous((await completedJob()).id)).toHaveLength(0);
    } finally {
      await switchOn(true);
    }
  });
});
