import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { TwilioStandIn } from '../../test/twilio-stand-in';
import {
  createJob,
  createTechnician,
  dayAt,
  seedClient,
  seedService,
} from '../dispatching/dispatching.test-support';
import { makeTextDue, serverAccount, setTenantZone, smsWorker } from './messages.test-support';

/*
 * Review requests: N hours after a job is completed (or its invoice paid, when the organization says so), for
 * jobs worth at least the minimum, once per client per period, with the organization's review URL; a client
 * who replied STOP is skipped with the reason (marketing). The worker's clock is pinned.
 */
let twilio: TwilioStandIn;
let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let techId: string;
let tuneUp: string;
let filter: string;

const REVIEW_URL = 'https://g.page/r/acme-heating/review';

beforeAll(async () => {
  twilio = await TwilioStandIn.start();
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  await setTenantZone(t, acme, 'America/Chicago');
  techId = (await createTechnician(t, owner, acme, { name: 'Tina Field', maxJobs: 50 })).id;
  tuneUp = await seedService(t, acme, 'AC Tune-Up', '189.00');
  filter = await seedService(t, acme, 'Filter swap', '25.00');
  await settings({
    reviewUrl: REVIEW_URL,
    reviewMinJobValue: '150.00',
    reviewOncePerDays: 90,
    automations: { review_request: { enabled: true, offsets: [3] } },
  });
});
afterAll(async () => {
  await twilio.close();
  await t.close();
});

async function settings(body: Record<string, unknown>) {
  const res = await t.request(owner, 'PATCH', '/api/admin/messaging', { tenant: acme, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const move = async (id: string, action: string, body: unknown = {}) => {
  const res = await t.request(owner, 'POST', `/api/service-jobs/${id}/${action}`, { tenant: acme, body });
  expect(res.statusCode, res.body).toBe(200);
};

async function completedJob(clientId: string, serviceId = tuneUp) {
  const job = await createJob(t, owner, acme, clientId, {
    scheduledDate: dayAt(0, 15),
    services: [{ serviceId, quantity: 1 }],
  });
  await move(job.id, 'assign', { technicianId: techId, scheduledDate: dayAt(0, 15) });
  await move(job.id, 'start');
  await move(job.id, 'complete', { notes: 'Done', customerNotPresent: true });
  return job as { id: string; jobNumber: string };
}

type Text = { id: string; status: string; body: string; skip_reason: string | null; hours: number };
const reviewTexts = (clientId: string) =>
  t.db.platform(
    async (tx) =>
      (
        await tx.execute<Text>(sql`select m.id, m.status, m.body, m.skip_reason,
            round(extract(epoch from m.next_attempt_at - m.created_at) / 3600)::int as hours
          from sms_messages m where m.tenant_id = ${acme.id} and m.client_id = ${clientId}
            and m.kind = 'review_request' order by m.created_at`)
      ).rows,
  );
const client = (name: string, phone: string) =>
  seedClient(t, acme, { name, firstName: name.split(' ')[0], phone });
// Noon in Chicago (CDT).
const noonWorker = () => smsWorker(t, serverAccount(twilio), { now: () => new Date('2026-06-10T17:00:00Z') });

describe('review requests after a completed job', () => {
  it('go the delay after completion with the review URL, once per client per period', async () => {
    const rosa = await client('Rosa Diaz', '(512) 555-0171');
    await completedJob(rosa);
    const [first] = await reviewTexts(rosa);
    expect(first).toMatchObject({ status: 'queued', skip_reason: null, hours: 3 });
    expect(first.body).toBe(
      `Thanks again for choosing Acme Heating, Rosa. Would you leave us a review? ${REVIEW_URL}`,
    );
    await makeTextDue(t.db, first.id);
    await noonWorker().runOnce();
    expect(
      twilio.messages.filter((m) => m.body.endsWith(REVIEW_URL) && m.to === '+15125550171'),
    ).toHaveLength(1);

    // A second job for her within 90 days: kept in the log, not sent.
    await completedJob(rosa);
    expect((await reviewTexts(rosa)).map((x) => [x.status, x.skip_reason])).toEqual([
      ['sent', null],
      ['skipped', 'Asked for a review recently'],
    ]);
  });

  it('skip jobs worth less than the minimum, with the reason', async () => {
    const small = await client('Sam Small', '(512) 555-0172');
    await completedJob(small, filter);
    expect((await reviewTexts(small)).map((x) => [x.status, x.skip_reason])).toEqual([
      ['skipped', 'Job below the minimum value'],
    ]);
  });

  it('skip a client who replied STOP (a marketing text), with the reason', async () => {
    const stopped = await client('Olga Out', '(512) 555-0173');
    await t.db.platform((tx) =>
      tx.execute(sql`insert into sms_consents (tenant_id, phone, status, source, keyword)
        values (${acme.id}, '+15125550173', 'opted_out', 'keyword', 'STOP')`),
    );
    await completedJob(stopped);
    const [text] = await reviewTexts(stopped);
    expect(text.status).toBe('queued');
    await makeTextDue(t.db, text.id);
    await noonWorker().runOnce();
    expect((await reviewTexts(stopped)).map((x) => [x.status, x.skip_reason])).toEqual([
      ['skipped', 'Opted out (replied STOP)'],
    ]);
    expect(twilio.messages.filter((m) => m.to === '+15125550173')).toHaveLength(0);
  });
});

describe('review requests after payment', () => {
  it('with the paid trigger, go the delay after the job’s invoice is paid, not at completion', async () => {
    await settings({ reviewTrigger: 'paid' });
    try {
      const paula = await client('Paula Payer', '(512) 555-0174');
      await t.db.platform((tx) =>
        tx.execute(sql`update clients set email = 'paula@example.com' where id = ${paula}`),
      );
      const job = await completedJob(paula);
      expect(await reviewTexts(paula)).toEqual([]);
      const invoiced = await t.request(owner, 'POST', `/api/service-jobs/${job.id}/invoice`, {
        tenant: acme,
      });
      expect(invoiced.statusCode, invoiced.body).toBe(201);
      const invoice = invoiced.json() as { id: string; total: string };
      const sent = await t.request(owner, 'PATCH', `/api/invoices/${invoice.id}`, {
        tenant: acme,
        body: { status: 'sent' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const part = await t.request(owner, 'POST', '/api/payments', {
        tenant: acme,
        body: { invoiceId: invoice.id, amount: '50.00', method: 'cash' },
      });
      expect(part.statusCode, part.body).toBe(201);
      // Part-paid is not paid.
      expect(await reviewTexts(paula)).toEqual([]);
      const paid = await t.request(owner, 'PATCH', `/api/invoices/${invoice.id}`, {
        tenant: acme,
        body: { status: 'paid' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await reviewTexts(paula)).toMatchObject([{ status: 'queued', skip_reason: null, hours: 3 }]);
    } finally {
      await settings({ reviewTrigger: 'completed' });
    }
  });

  it('cannot be switched on without a review URL, and the trigger is checked', async () => {
    const res = await t.request(owner, 'PATCH', '/api/admin/messaging', {
      tenant: acme,
      body: { reviewUrl: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Set a review URL before switching review requests on');
    const bad = await t.request(owner, 'PATCH', '/api/admin/messaging', {
      tenant: acme,
      body: { reviewTrigger: 'whenever' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Send after must be completed or paid');
  });
});
