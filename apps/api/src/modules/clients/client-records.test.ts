import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createClientVia, userWithPermissions } from './clients.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let member: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let clientId: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  member = await t.user({ tenant: acme, role: 'member' });
  viewer = await userWithPermissions(t, acme, ['clients:view']);
  outsider = await t.user({ tenant: other, role: 'owner' });
  clientId = (await createClientVia(t, member, acme)).id;
  // Eight jobs a day apart (JOB-1 oldest); JOB-3 is cancelled and JOB-8 has no description.
  await t.db.platform((tx) =>
    tx.execute(sql`insert into service_jobs (tenant_id, id, job_number, client_id, client_name, service_type, status, scheduled_date, description)
      select ${acme.id}, gen_random_uuid(), 'JOB-' || g, ${clientId}, 'Maria Lopez', 'AC Repair',
        (case when g = 3 then 'cancelled' when g < 6 then 'completed' else 'assigned' end)::job_status,
        timestamptz '2026-03-01 09:00Z' + (g || ' days')::interval,
        case when g = 8 then null else 'Visit ' || g end
      from generate_series(1, 8) g`),
  );
});
afterAll(() => t.close());

describe('GET /api/clients/:id/service-history', () => {
  it('lists scheduled and completed jobs, newest first, paged with the total', async () => {
    const res = await t.request(viewer, 'GET', `/api/clients/${clientId}/service-history`, {
      tenant: acme,
      query: { limit: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('7');
    const entries = res.json();
    expect(entries.map((e: { jobNumber: string }) => e.jobNumber)).toEqual([
      'JOB-8',
      'JOB-7',
      'JOB-6',
      'JOB-5',
      'JOB-4',
    ]);
    expect(entries[0]).toMatchObject({
      description: 'AC Repair',
      serviceType: 'AC Repair',
      status: 'assigned',
      scheduledDate: '2026-03-09T09:00:00.000Z',
    });
    expect(entries[3]).toMatchObject({ description: 'Visit 5', status: 'completed' });
    const rest = await t.request(viewer, 'GET', `/api/clients/${clientId}/service-history`, {
      tenant: acme,
      query: { limit: 5, offset: 5 },
    });
    expect(rest.json().map((e: { jobNumber: string }) => e.jobNumber)).toEqual(['JOB-2', 'JOB-1']);
  });

  it('is empty for a new client; 404 for another tenant’s client; 401 signed out', async () => {
    const fresh = await createClientVia(t, member, acme, { email: 'fresh@example.com' });
    const res = await t.request(member, 'GET', `/api/clients/${fresh.id}/service-history`, { tenant: acme });
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    expect(
      (await t.request(outsider, 'GET', `/api/clients/${clientId}/service-history`, { tenant: other }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request(null, 'GET', `/api/clients/${clientId}/service-history`, { tenant: acme })).statusCode,
    ).toBe(401);
  });
});

describe('/api/clients/:id/contacts', () => {
  it('logs a contact and lists the log newest first', async () => {
    const first = await t.request(member, 'POST', `/api/clients/${clientId}/contacts`, {
      tenant: acme,
      body: {
        contactType: 'phone_call',
        subject: 'Annual tune-up',
        description: 'Asked about spring maintenance',
        contactedBy: 'Dana',
        outcome: 'Booked',
        followUpDate: '2026-04-01',
      },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      clientId,
      contactType: 'phone_call',
      subject: 'Annual tune-up',
      outcome: 'Booked',
      followUpDate: '2026-04-01',
    });
    const second = await t.request(member, 'POST', `/api/clients/${clientId}/contacts`, {
      tenant: acme,
      body: { contactType: 'email', subject: 'Quote sent', followUpDate: '' },
    });
    expect(second.json()).toMatchObject({ description: null, followUpDate: null });
    const list = await t.request(viewer, 'GET', `/api/clients/${clientId}/contacts`, { tenant: acme });
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.json().map((c: { subject: string }) => c.subject)).toEqual(['Quote sent', 'Annual tune-up']);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ summary: string }>(
        sql`select summary from audit_log where entity_id = ${clientId} and action = 'contact_logged' order by created_at`,
      ),
    );
    expect(rows.map((r) => r.summary)).toEqual([
      'Contact with Maria Lopez logged: Annual tune-up',
      'Contact with Maria Lopez logged: Quote sent',
    ]);
  });

  it('validates the entry', async () => {
    const res = await t.request(member, 'POST', `/api/clients/${clientId}/contacts`, {
      tenant: acme,
      body: { followUpDate: '04/01/2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      contactType: 'Contact type is required',
      subject: 'Subject is required',
      followUpDate: 'Follow-up date must be a date (YYYY-MM-DD)',
    });
    const badType = await t.request(member, 'POST', `/api/clients/${clientId}/contacts`, {
      tenant: acme,
      body: { contactType: 'pigeon', subject: 'x' },
    });
    expect(badType.json().fieldErrors.contactType).toBe(
      'Contact type must be one of: phone_call, email, text, visit, meeting, other',
    );
  });

  it('answers 401, 403 for a viewer, and 404 for another tenant’s client without logging anything', async () => {
    const body = { contactType: 'visit', subject: 'Sneaky' };
    expect(
      (await t.request(null, 'POST', `/api/clients/${clientId}/contacts`, { tenant: acme, body })).statusCode,
    ).toBe(401);
    expect(
      (await t.request(viewer, 'POST', `/api/clients/${clientId}/contacts`, { tenant: acme, body }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request(outsider, 'POST', `/api/clients/${clientId}/contacts`, { tenant: other, body }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request(outsider, 'GET', `/api/clients/${clientId}/contacts`, { tenant: other })).statusCode,
    ).toBe(404);
    const { rows } = await t.db.platform((tx) =>
      tx.execute(sql`select 1 from client_contacts where subject = 'Sneaky'`),
    );
    expect(rows).toEqual([]);
  });
});
