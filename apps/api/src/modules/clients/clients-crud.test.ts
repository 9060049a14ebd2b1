import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDisplayName } from '@tradeworks/contracts/clients';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import {
  auditRows,
  clientBody,
  clientRow,
  createClientVia,
  userWithPermissions,
} from './clients.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let member: TestUser;
let viewer: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  member = await t.user({ tenant: acme, role: 'member' });
  viewer = await userWithPermissions(t, acme, ['clients:view', 'dashboard']);
  outsider = await t.user({ tenant: other, role: 'owner' });
});
afterAll(() => t.close());

describe('POST /api/clients', () => {
  it('creates a client with the spec defaults, a derived name, ZIP coordinates and an audit row', async () => {
    const res = await t.request(member, 'POST', '/api/clients', {
      tenant: acme,
      body: clientBody({
        salutation: 'Dr.',
        suffix: 'Jr.',
        tags: [' vip ', 'heat-pump'],
        creditLimit: '2500.5',
        companyName: '',
      }),
    });
    expect(res.statusCode).toBe(201);
    const client = res.json();
    expect(client).toMatchObject({
      name: 'Dr. Maria Lopez Jr.',
      clientType: 'residential',
      status: 'active',
      preferredContactMethod: 'phone',
      paymentTerms: 'net_30',
      creditLimit: '2500.50',
      totalValue: '0.00',
      tags: ['vip', 'heat-pump'],
      companyName: null,
      country: 'US',
      stripeCustomerId: null,
      possibleDuplicateOf: null,
    });
    // No coordinates were sent: the ZIP code's centre is stored for route planning.
    expect(client.latitude).toBeCloseTo(30.2428, 3);
    expect(client.longitude).toBeCloseTo(-97.7658, 3);
    expect(await auditRows(t, client.id)).toEqual([
      expect.objectContaining({ action: 'create', summary: 'Client Dr. Maria Lopez Jr. created' }),
    ]);
  });

  it('keeps coordinates chosen from an address suggestion', async () => {
    const client = await createClientVia(t, member, acme, {
      email: 'geo@example.com',
      latitude: 30.25,
      longitude: -97.75,
    });
    expect(client).toMatchObject({ latitude: 30.25, longitude: -97.75 });
  });

  it('derives the display name from salutation, names and suffix, else the company name', () => {
    expect(clientDisplayName({ salutation: 'none', firstName: 'Ann', lastName: 'Lee', suffix: 'none' })).toBe(
      'Ann Lee',
    );
    expect(clientDisplayName({ salutation: 'Prof.', firstName: 'Ann', lastName: 'Lee', suffix: 'IV' })).toBe(
      'Prof. Ann Lee IV',
    );
    expect(clientDisplayName({ firstName: ' ', lastName: null, companyName: 'Lone Star Brewing Co.' })).toBe(
      'Lone Star Brewing Co.',
    );
  });

  it('allows a shared e-mail but flags the possible duplicate, case-insensitively', async () => {
    const first = await createClientVia(t, member, acme, { email: 'shared@example.com', firstName: 'Ann' });
    const second = await t.request(member, 'POST', '/api/clients', {
      tenant: acme,
      body: clientBody({ email: 'SHARED@example.com', firstName: 'Bob' }),
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().possibleDuplicateOf).toEqual({ id: first.id, name: 'Ann Lopez' });
    // Another tenant's client with the same e-mail is not a duplicate.
    const elsewhere = await t.request(outsider, 'POST', '/api/clients', {
      tenant: other,
      body: clientBody({ email: 'shared@example.com' }),
    });
    expect(elsewhere.json().possibleDuplicateOf).toBeNull();
  });
});

describe('GET /api/clients/:id', () => {
  it('answers the client; another tenant’s id and a malformed id are 404', async () => {
    const client = await createClientVia(t, member, acme, { email: 'get@example.com' });
    const res = await t.request(viewer, 'GET', `/api/clients/${client.id}`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: client.id, email: 'get@example.com', city: 'Austin' });
    expect(res.json()).not.toHaveProperty('searchText');
    expect(res.json()).not.toHaveProperty('tenantId');
    expect(
      (await t.request(outsider, 'GET', `/api/clients/${client.id}`, { tenant: other })).statusCode,
    ).toBe(404);
    expect((await t.request(member, 'GET', '/api/clients/not-a-uuid', { tenant: acme })).statusCode).toBe(
      404,
    );
  });
});

describe('PATCH /api/clients/:id', () => {
  it('changes the given fields, re-derives the name, re-locates a new ZIP and audits the changes', async () => {
    const client = await createClientVia(t, member, acme, { email: 'patch@example.com' });
    const res = await t.request(member, 'PATCH', `/api/clients/${client.id}`, {
      tenant: acme,
      body: { lastName: 'Garcia', suffix: 'III', status: 'lead', zipCode: '78664', city: 'Round Rock' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Maria Garcia III',
      status: 'lead',
      email: 'patch@example.com',
      city: 'Round Rock',
    });
    expect(res.json().latitude).toBeCloseTo(30.51, 1);
    const audit = await auditRows(t, client.id);
    expect(audit.at(-1)).toMatchObject({ action: 'update', summary: 'Client Maria Garcia III updated' });
    expect(audit.at(-1)!.changes).toMatchObject({
      lastName: { from: 'Lopez', to: 'Garcia' },
      status: { from: 'active', to: 'lead' },
    });
  });

  it('refuses to empty a required field, with the field message', async () => {
    const client = await createClientVia(t, member, acme, { email: 'keep@example.com' });
    const res = await t.request(member, 'PATCH', `/api/clients/${client.id}`, {
      tenant: acme,
      body: { phone: '  ', email: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      phone: 'Phone is required',
      email: 'Please enter a valid email address',
    });
    expect((await clientRow(t, client.id)).phone).toBe('(512) 555-0100');
  });

  it('answers 404 for another tenant’s client and changes nothing', async () => {
    const client = await createClientVia(t, member, acme, { email: 'mine@example.com' });
    const res = await t.request(outsider, 'PATCH', `/api/clients/${client.id}`, {
      tenant: other,
      body: { firstName: 'Hijacked' },
    });
    expect(res.statusCode).toBe(404);
    expect((await clientRow(t, client.id)).first_name).toBe('Maria');
  });
});

describe('DELETE /api/clients/:id', () => {
  it('deletes a client without history (and its contact log)', async () => {
    const client = await createClientVia(t, member, acme, { email: 'gone@example.com' });
    await t.request(member, 'POST', `/api/clients/${client.id}/contacts`, {
      tenant: acme,
      body: { contactType: 'phone_call', subject: 'Hello' },
    });
    const res = await t.request(member, 'DELETE', `/api/clients/${client.id}`, { tenant: acme });
    expect(res.statusCode).toBe(204);
    expect(await clientRow(t, client.id)).toBeUndefined();
    expect((await auditRows(t, client.id)).at(-1)).toMatchObject({
      action: 'delete',
      summary: 'Client Maria Lopez deleted',
    });
    expect(
      (await t.request(member, 'DELETE', `/api/clients/${client.id}`, { tenant: acme })).statusCode,
    ).toBe(404);
  });

  it('refuses with 409 when the client has quotes, invoices or jobs, telling the user to mark it inactive', async () => {
    const client = await createClientVia(t, member, acme, { email: 'history@example.com' });
    await t.db.platform(async (tx) => {
      await tx.execute(sql`insert into invoices (tenant_id, id, invoice_number, client_id, client_name, total)
        values (${acme.id}, gen_random_uuid(), 'INV-2026-0100', ${client.id}, 'Maria Lopez', '100.00')`);
      await tx.execute(sql`insert into service_jobs (tenant_id, id, job_number, client_id, client_name, service_type, scheduled_date)
        values (${acme.id}, gen_random_uuid(), 'JOB-2026-0100', ${client.id}, 'Maria Lopez', 'Repair', now())`);
    });
    const res = await t.request(member, 'DELETE', `/api/clients/${client.id}`, { tenant: acme });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'CONFLICT',
      message:
        'Maria Lopez cannot be deleted because the client has invoices and service jobs. Mark the client inactive instead to keep their history.',
    });
    expect(await clientRow(t, client.id)).toBeDefined();
  });

  it('refuses for a client with only a quote', async () => {
    const client = await createClientVia(t, member, acme, { email: 'quoted@example.com' });
    await t.db.platform((tx) =>
      tx.execute(
        sql`insert into quotes (tenant_id, id, quote_number, client_id, client_name) values (${acme.id}, gen_random_uuid(), 'Q-2026-0100', ${client.id}, 'Maria Lopez')`,
      ),
    );
    const res = await t.request(member, 'DELETE', `/api/clients/${client.id}`, { tenant: acme });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/has quotes\. Mark the client inactive instead/);
  });

  it('answers 404 for another tenant’s client and deletes nothing', async () => {
    const client = await createClientVia(t, member, acme, { email: 'safe@example.com' });
    expect(
      (await t.request(outsider, 'DELETE', `/api/clients/${client.id}`, { tenant: other })).statusCode,
    ).toBe(404);
    expect(await clientRow(t, client.id)).toBeDefined();
  });
});

describe('access', () => {
  it('answers 401 signed out on every client route', async () => {
    const id = '01900000-0000-7000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/api/clients/${id}`],
      ['POST', '/api/clients'],
      ['PATCH', `/api/clients/${id}`],
      ['DELETE', `/api/clients/${id}`],
      ['GET', '/api/clients/summary'],
    ] as const) {
      expect(
        (await t.request(null, method, url, { tenant: acme, body: {} })).statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
  });

  it('answers 403 to changes by a role with only view on clients, and changes nothing', async () => {
    const client = await createClientVia(t, member, acme, { email: 'guarded@example.com' });
    expect(
      (await t.request(viewer, 'POST', '/api/clients', { tenant: acme, body: clientBody() })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request(viewer, 'PATCH', `/api/clients/${client.id}`, {
          tenant: acme,
          body: { firstName: 'X' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request(viewer, 'DELETE', `/api/clients/${client.id}`, { tenant: acme })).statusCode,
    ).toBe(403);
    expect((await clientRow(t, client.id)).first_name).toBe('Maria');
    expect((await t.request(viewer, 'GET', `/api/clients/${client.id}`, { tenant: acme })).statusCode).toBe(
      200,
    );
  });

  it('answers 403 to a user without any clients access', async () => {
    const noClients = await userWithPermissions(t, other, ['dashboard']);
    expect((await t.request(noClients, 'GET', '/api/clients', { tenant: other })).statusCode).toBe(403);
  });
});
