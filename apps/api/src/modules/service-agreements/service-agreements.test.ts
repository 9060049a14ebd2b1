import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { seedClient, seedService } from '../dispatching/dispatching.test-support';
import { agreementBody, createAgreement, customRole, inDays, inMonths } from './agreements.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let restricted: TestTenant;
let manager: TestUser;
let member: TestUser;
let outsider: TestUser;
let noAccess: TestUser;
let clientId: string;
let foreignClientId: string;
let serviceId: string;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  restricted = await t.tenant();
  manager = await t.user({ tenant: acme, role: 'manager' });
  member = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
  noAccess = await t.user({ tenant: restricted, role: 'member' });
  await customRole(t, restricted, 'member', ['clients']);
  clientId = await seedClient(t, acme, { name: 'Hill Country Dental' });
  foreignClientId = await seedClient(t, other, { name: 'Their client' });
  serviceId = await seedService(t, acme, 'Coil Cleaning', '120.00');
});
afterAll(() => t.close());

describe('POST /api/service-agreements', () => {
  it('numbers SA-YYYY-NNNN gap-free, keeps the client name and services, starts active', async () => {
    const first = await createAgreement(
      t,
      manager,
      acme,
      agreementBody(clientId, { services: [{ serviceId }] }),
    );
    const second = await createAgreement(
      t,
      member,
      acme,
      agreementBody(clientId, { frequency: 'As Needed' }),
    );
    expect(first).toMatchObject({
      contractNumber: `SA-${year}-0001`,
      clientId,
      clientName: 'Hill Country Dental',
      serviceType: 'Monthly Maintenance',
      value: '1200.00',
      frequency: 'Monthly',
      status: 'active',
      billingSchedule: null,
      autoRenew: false,
      services: [{ serviceId, name: 'Coil Cleaning', quantity: '1.00' }],
      allowedActions: ['edit', 'cancel', 'renew', 'delete'],
    });
    expect(second.contractNumber).toBe(`SA-${year}-0002`);
    const audit = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute<{ action: string }>(
        sql`select action from audit_log where entity = 'service_agreement' and entity_id = ${first.id}`,
      ),
    );
    expect(audit.rows.map((r) => r.action)).toContain('create');
  });

  it('answers the spec messages for a bad body', async () => {
    const res = await t.request(manager, 'POST', '/api/service-agreements', {
      tenant: acme,
      body: { clientId, serviceType: 'Custom Agreement', value: '0', frequency: 'Monthly' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      value: 'Value must be positive',
      startDate: 'Start date is required',
      endDate: 'End date is required',
    });
    const negative = await t.request(manager, 'POST', '/api/service-agreements', {
      tenant: acme,
      body: agreementBody(clientId, { value: -5 }),
    });
    expect(negative.json().fieldErrors.value).toBe('Value must be positive');
    const backwards = await t.request(manager, 'POST', '/api/service-agreements', {
      tenant: acme,
      body: agreementBody(clientId, { startDate: inDays(10), endDate: inDays(5) }),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.endDate).toBe('End date must be after start date');
    const frequency = await t.request(manager, 'POST', '/api/service-agreements', {
      tenant: acme,
      body: agreementBody(clientId, { frequency: 'Daily' }),
    });
    expect(frequency.json().fieldErrors.frequency).toMatch(/^Frequency must be one of: Weekly, Monthly/);
  });

  it('refuses another tenant’s client (composite key) and a service not in the catalogue', async () => {
    const res = await t.request(manager, 'POST', '/api/service-agreements', {
      tenant: acme,
      body: agreementBody(foreignClientId),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.clientId).toBe('Selected client was not found');
    const service = await t.request(manager, 'POST', '/api/service-agreements', {
      tenant: acme,
      body: agreementBody(clientId, { services: [{ serviceId: foreignClientId }] }),
    });
    expect(service.statusCode).toBe(400);
    expect(service.json().fieldErrors['services.0.serviceId']).toBe(
      'Choose an active service from the catalogue',
    );
  });

  it('is 401 signed out and 403 without access to service agreements', async () => {
    const body = agreementBody(clientId);
    expect(
      (await t.request(null, 'POST', '/api/service-agreements', { tenant: acme, body })).statusCode,
    ).toBe(401);
    const res = await t.request(noAccess, 'POST', '/api/service-agreements', { tenant: restricted, body });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/service-agreements', () => {
  let ids: Record<string, string>;
  let lister: TestTenant;
  let owner: TestUser;

  beforeAll(async () => {
    lister = await t.tenant();
    owner = await t.user({ tenant: lister, role: 'owner' });
    const a = await seedClient(t, lister, { name: 'Barton Creek Bakery' });
    const b = await seedClient(t, lister, { name: 'Zilker Lofts' });
    const make = async (body: Record<string, unknown>) => (await createAgreement(t, owner, lister, body)).id;
    ids = {
      active: await make(agreementBody(a, { value: '1000.00' })),
      ending: await make(
        agreementBody(b, {
          serviceType: 'Annual Inspection',
          startDate: inMonths(-11),
          endDate: inDays(10),
          value: '500.00',
        }),
      ),
      pending: await make(
        agreementBody(a, {
          serviceType: 'Quarterly Maintenance',
          startDate: inDays(90),
          endDate: inDays(455),
        }),
      ),
      expired: await make(
        agreementBody(b, { startDate: inMonths(-13), endDate: inDays(-1), value: '700.00' }),
      ),
      cancelled: await make(agreementBody(a, { value: '300.00' })),
    };
    await t.request(owner, 'PATCH', `/api/service-agreements/${ids.cancelled}`, {
      tenant: lister,
      body: { status: 'cancelled' },
    });
  });

  const list = (query: Record<string, string> = {}) =>
    t.request(owner, 'GET', `/api/service-agreements?${new URLSearchParams(query)}`, { tenant: lister });

  it('derives expired and pending when read, and filters on the derived status', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const status = Object.fromEntries(
      res.json().map((r: { id: string; status: string }) => [r.id, r.status]),
    );
    expect(status).toEqual({
      [ids.active]: 'active',
      [ids.ending]: 'active',
      [ids.pending]: 'pending',
      [ids.expired]: 'expired',
      [ids.cancelled]: 'cancelled',
    });
    for (const s of ['active', 'pending', 'expired', 'cancelled']) {
      const page = await list({ status: s });
      expect(page.headers['x-total-count']).toBe(s === 'active' ? '2' : '1');
    }
    const expired = (await list({ status: 'expired' })).json()[0];
    expect(expired.allowedActions).toEqual(['edit', 'cancel', 'renew', 'delete']);
  });

  it('searches contract number, client and service type; pages with limit and offset', async () => {
    expect((await list({ search: 'zilker' })).headers['x-total-count']).toBe('2');
    expect((await list({ search: 'annual insp' })).json().map((r: { id: string }) => r.id)).toEqual([
      ids.ending,
    ]);
    const number = (await list({ search: 'annual insp' })).json()[0].contractNumber;
    expect((await list({ search: number.toLowerCase() })).headers['x-total-count']).toBe('1');
    const page = await list({ limit: '2', offset: '2' });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('5');
  });

  it('sums the four stat cards in SQL', async () => {
    const res = await t.request(owner, 'GET', '/api/service-agreements/summary', { tenant: lister });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      activeAgreements: 2,
      totalValue: '1500.00',
      upcomingRenewals: 1,
      expired: 1,
    });
  });

  it('is 401 signed out, 403 without access', async () => {
    expect((await t.request(null, 'GET', '/api/service-agreements', { tenant: lister })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request(noAccess, 'GET', '/api/service-agreements', { tenant: restricted })).statusCode,
    ).toBe(403);
    expect(
      (await t.request(noAccess, 'GET', '/api/service-agreements/summary', { tenant: restricted }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET/PATCH/DELETE /api/service-agreements/{id}', () => {
  it('reads, edits (audited) and answers 404 for another tenant’s agreement', async () => {
    const created = await createAgreement(t, manager, acme, agreementBody(clientId));
    const url = `/api/service-agreements/${created.id}`;
    expect((await t.request(manager, 'GET', url, { tenant: acme })).json().contractNumber).toBe(
      created.contractNumber,
    );
    const res = await t.request(member, 'PATCH', url, {
      tenant: acme,
      body: {
        value: '1500.50',
        description: 'Adds the warehouse unit',
        billingSchedule: 'quarterly',
        autoRenew: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ value: '1500.50', billingSchedule: 'quarterly', autoRenew: true });
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const foreign = await t.request(outsider, method, url, {
        tenant: other,
        body: method === 'PATCH' ? {} : undefined,
      });
      expect(foreign.statusCode).toBe(404);
    }
    const bad = await t.request(member, 'PATCH', url, {
      tenant: acme,
      body: { value: '0', endDate: created.startDate },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.value).toBe('Value must be positive');
    const before = await t.request(member, 'PATCH', url, {
      tenant: acme,
      body: { endDate: created.startDate },
    });
    expect(before.json().fieldErrors.endDate).toBe('End date must be after start date');
    expect((await t.request(null, 'GET', url, { tenant: acme })).statusCode).toBe(401);
    expect((await t.request(null, 'PATCH', url, { tenant: acme, body: {} })).statusCode).toBe(401);
    expect((await t.request(noAccess, 'PATCH', url, { tenant: restricted, body: {} })).statusCode).toBe(403);
    expect((await t.request(noAccess, 'DELETE', url, { tenant: restricted })).statusCode).toBe(403);
    expect((await t.request(null, 'DELETE', url, { tenant: acme })).statusCode).toBe(401);
  });

  it('deletes an agreement without history with its pending visits and draft invoices; refuses one whose invoice was sent (issue 34 item 11)', async () => {
    const fresh = await createAgreement(t, manager, acme, agreementBody(clientId));
    expect(fresh.visits.length).toBeGreaterThan(0);
    const del = await t.request(manager, 'DELETE', `/api/service-agreements/${fresh.id}`, { tenant: acme });
    expect(del.statusCode).toBe(204);
    expect(
      (await t.request(manager, 'GET', `/api/service-agreements/${fresh.id}`, { tenant: acme })).statusCode,
    ).toBe(404);

    // A typo in the start date bills at once; while the invoice is an unsent draft, the agreement can go.
    const typo = await createAgreement(
      t,
      manager,
      acme,
      agreementBody(clientId, { billingSchedule: 'upfront' }),
    );
    expect(typo.invoices).toHaveLength(1);
    expect(typo.allowedActions).toContain('delete');
    const draftId = typo.invoices[0].invoiceId;
    expect(
      (await t.request(manager, 'DELETE', `/api/service-agreements/${typo.id}`, { tenant: acme })).statusCode,
    ).toBe(204);
    expect((await t.request(manager, 'GET', `/api/invoices/${draftId}`, { tenant: acme })).statusCode).toBe(
      404,
    );
    const audit = await t.db.platform((tx) =>
      tx.execute<{ summary: string }>(sql`select summary from audit_log
        where tenant_id = ${acme.id} and entity_id = ${typo.id} and action = 'delete'`),
    );
    expect(audit.rows[0].summary).toMatch(
      new RegExp(`^Service agreement ${typo.contractNumber} deleted with its draft invoice INV-`),
    );

    const billed = await createAgreement(
      t,
      manager,
      acme,
      agreementBody(clientId, { billingSchedule: 'upfront' }),
    );
    await t.db.platform((tx) =>
      tx.execute(sql`update invoices set status = 'sent' where id = ${billed.invoices[0].invoiceId}`),
    );
    const read = await t.request(manager, 'GET', `/api/service-agreements/${billed.id}`, { tenant: acme });
    expect(read.json().allowedActions).not.toContain('delete');
    const refused = await t.request(manager, 'DELETE', `/api/service-agreements/${billed.id}`, {
      tenant: acme,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Service agreement ${billed.contractNumber} cannot be deleted: visits were done or invoices were sent or paid under it. Cancel it instead.`,
    );
  });
});
