import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, type Lead } from '@tradeworks/contracts/leads';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { enableBooking, sendRequest } from './leads.test-support';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let manager: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  manager = await t.user({ tenant: acme, role: 'manager' });
  member = await t.user({ tenant: acme, role: 'member' });
  await enableBooking(t, acme, owner);
  await sendRequest(t, acme, { name: 'Dana Double', email: 'dana@example.com', phone: '5125550111' });
  await sendRequest(t, acme, { name: 'Otto Only', email: 'otto@example.com', phone: '5125550122' });
  // The same person again, by phone only: flagged as a duplicate of the first.
  await sendRequest(t, acme, { name: 'Dana D', email: 'dana.work@example.com', phone: '(512) 555-0111' });
});
afterAll(() => t.close());

const list = async (user: TestUser, query: Record<string, string> = {}) => {
  const res = await t.request(user, 'GET', '/api/leads', { tenant: acme, query });
  expect(res.statusCode).toBe(200);
  return { leads: res.json() as Lead[], total: Number(res.headers['x-total-count']) };
};
const byName = async (name: string) => (await list(owner, { search: name })).leads[0]!;

describe('GET /api/leads', () => {
  it('lists newest first with the total, searches and filters in SQL, and flags duplicates', async () => {
    const all = await list(owner);
    expect(all.total).toBe(3);
    expect(all.leads.map((l) => l.name)).toEqual(['Dana D', 'Otto Only', 'Dana Double']);
    expect(all.leads.map((l) => l.duplicates)).toEqual([1, 0, 1]);
    expect(all.leads[0]).toMatchObject({ kind: 'request', status: 'new', clientStatus: 'lead' });
    expect((await list(owner, { search: 'otto@' })).leads.map((l) => l.name)).toEqual(['Otto Only']);
    expect((await list(owner, { status: 'won' })).total).toBe(0);
    expect((await list(owner, { limit: '1', offset: '1' })).leads.map((l) => l.name)).toEqual(['Otto Only']);
  });

  it('is for owners, admins and managers (leads area), not members', async () => {
    expect((await t.request(manager, 'GET', '/api/leads', { tenant: acme })).statusCode).toBe(200);
    expect((await t.request(member, 'GET', '/api/leads', { tenant: acme })).statusCode).toBe(403);
  });
});

describe('PATCH /api/leads/{id}', () => {
  it('needs a reason for lost, checks the assignee, and audits what changed', async () => {
    const lead = await byName('Otto');
    const patch = (body: unknown) =>
      t.request(manager, 'PATCH', `/api/leads/${lead.id}`, { tenant: acme, body });
    const lost = await patch({ status: 'lost' });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().message).toBe(LEAD_MESSAGES.lostReason);
    const stranger = await t.user();
    expect((await patch({ assigneeId: stranger.id })).json().message).toBe(LEAD_MESSAGES.assignee);
    const ok = await patch({
      status: 'lost',
      lostReason: 'Went with a competitor',
      assigneeId: owner.id,
      nextFollowUp: '2026-12-15',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'lost',
      lostReason: 'Went with a competitor',
      assigneeId: owner.id,
      assigneeName: 'Test User',
      nextFollowUp: '2026-12-15',
    });
    const back = await patch({ status: 'contacted' });
    expect(back.json()).toMatchObject({ status: 'contacted', lostReason: null });
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where entity = 'lead' and entity_id = ${lead.id} and action = 'update'`,
      ),
    );
    expect(rows[0]!.n).toBe(2);
  });
});

describe('POST /api/leads/{id}/convert', () => {
  it('to a quote: the client becomes active, a draft quote is made, a second quote is refused', async () => {
    const lead = await byName('Dana Double');
    const res = await t.request(owner, 'POST', `/api/leads/${lead.id}/convert`, {
      tenant: acme,
      body: { to: 'quote' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lead).toMatchObject({ status: 'quoted', clientStatus: 'active' });
    const quote = await t.request(owner, 'GET', `/api/quotes/${res.json().quoteId}`, { tenant: acme });
    expect(quote.json()).toMatchObject({ status: 'draft', clientId: lead.clientId });
    const again = await t.request(owner, 'POST', `/api/leads/${lead.id}/convert`, {
      tenant: acme,
      body: { to: 'quote' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LEAD_MESSAGES.alreadyConverted);
  });

  it('to a job: a request without a booked window is refused', async () => {
    const lead = await byName('Otto');
    const res = await t.request(owner, 'POST', `/api/leads/${lead.id}/convert`, {
      tenant: acme,
      body: { to: 'job' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LEAD_MESSAGES.noWindow);
  });

  it('to a job: a booking the office had to confirm gets a pending job in its window', async () => {
    await t.request(owner, 'PATCH', '/api/admin/booking', {
      tenant: acme,
      body: { requireConfirmation: true },
    });
    const service = await t.request(owner, 'POST', '/api/services', {
      tenant: acme,
      body: {
        service: {
          name: 'Tune-Up',
          serviceType: 'simple',
          basePrice: '99',
          bookable: true,
          bookingDurationMinutes: 90,
        },
        lineItems: [],
      },
    });
    await t.db.platform((tx) =>
      tx.execute(sql`insert into technicians (tenant_id, id, name, work_start, work_end, max_jobs)
                     values (${acme.id}, gen_random_uuid(), 'Sam Tech', '08:00', '17:00', 4)`),
    );
    const serviceId = service.json().id as string;
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/public/${acme.slug}/booking/slots?serviceId=${serviceId}`,
    });
    const slot = slots.json().slots[0];
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/${acme.slug}/booking`,
      remoteAddress: '10.3.3.3',
      payload: {
        serviceId,
        slotStart: slot.start,
        client: { firstName: 'Bea', lastName: 'Booker', email: 'bea@example.com', phone: '5125550133' },
        address: { address: '7 Pine Street', city: 'Austin', state: 'TX', zipCode: '78701' },
        startedAt: Date.now() - 60_000,
      },
    });
    expect(booked.json().status).toBe('awaiting_confirmation');
    const lead = await byName('Bea');
    expect(lead).toMatchObject({
      kind: 'booking',
      awaitingConfirmation: true,
      jobId: null,
      windowStart: slot.start,
    });
    const res = await t.request(owner, 'POST', `/api/leads/${lead.id}/convert`, {
      tenant: acme,
      body: { to: 'job' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lead).toMatchObject({
      status: 'won',
      awaitingConfirmation: false,
      clientStatus: 'active',
    });
    const job = await t.request(owner, 'GET', `/api/service-jobs/${res.json().jobId}`, { tenant: acme });
    expect(job.json()).toMatchObject({ status: 'pending', estimatedDuration: 90, serviceType: 'Tune-Up' });
    expect(new Date(job.json().scheduledDate).toISOString()).toBe(slot.start);
  });
});
