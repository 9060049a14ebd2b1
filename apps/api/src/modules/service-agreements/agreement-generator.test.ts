import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createTechnician, seedClient, seedService } from '../dispatching/dispatching.test-support';
import { runAgreementGenerator, runGeneratorForTenant } from './agreement-generator';
import { addDays } from '../../platform/tenant-clock';
import { addMonths } from '@tradeworks/contracts/agreement-schedule';
import { agreementBody, createAgreement, inDays, inMonths, today, visitsOf } from './agreements.test-support';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;
let member: TestUser;
let clientId: string;
let serviceId: string;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  member = await t.user({ tenant: acme, role: 'member' });
  clientId = await seedClient(t, acme, { name: 'Mueller Medical', email: 'billing@mueller.example' });
  serviceId = await seedService(t, acme, 'Filter Change', '45.00');
});
afterAll(() => t.close());

const patch = (id: string, body: Record<string, unknown>) =>
  t.request(owner, 'PATCH', `/api/service-agreements/${id}`, { tenant: acme, body });

async function invoiceTotals(agreementId: string) {
  const result = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
    tx.execute<{ total: string; status: string; period_start: string }>(sql`
      select i.total::text as total, i.status::text as status, l.period_start::text as period_start
      from service_agreement_invoices l join invoices i on i.tenant_id = l.tenant_id and i.id = l.invoice_id
      where l.agreement_id = ${agreementId} order by l.period_start`),
  );
  return result.rows;
}

describe('visits', () => {
  it('makes pending service jobs on the 60-day horizon, with the agreement’s services, and nextService', async () => {
    const a = await createAgreement(
      t,
      owner,
      acme,
      agreementBody(clientId, { frequency: 'Weekly', services: [{ serviceId }] }),
    );
    const visits = await visitsOf(t, acme, a.id);
    // today, +7 … +56: nine weekly visits inside 60 days.
    expect(visits.map((v) => v.visit_date)).toEqual(Array.from({ length: 9 }, (_, i) => inDays(7 * i)));
    expect(new Set(visits.map((v) => v.status))).toEqual(new Set(['pending']));
    expect(a.nextService).toBe(today());
    const job = await t.request(owner, 'GET', `/api/service-jobs/${visits[1].id}`, { tenant: acme });
    expect(job.json()).toMatchObject({
      agreementId: a.id,
      clientName: 'Mueller Medical',
      serviceType: 'Monthly Maintenance',
      status: 'pending',
      services: [{ serviceId, name: 'Filter Change' }],
    });
  });

  it('follows each frequency and never passes the end date; As Needed makes none', async () => {
    const monthly = await createAgreement(t, owner, acme, agreementBody(clientId, { frequency: 'Monthly' }));
    expect((await visitsOf(t, acme, monthly.id)).map((v) => v.visit_date)).toEqual(
      [0, 1, 2].map(inMonths).filter((d) => d <= inDays(60)),
    );
    const quarterly = await createAgreement(
      t,
      owner,
      acme,
      agreementBody(clientId, { frequency: 'Quarterly', startDate: inMonths(-3) }),
    );
    expect((await visitsOf(t, acme, quarterly.id)).map((v) => v.visit_date)).toEqual([today()]);
    const short = await createAgreement(
      t,
      owner,
      acme,
      agreementBody(clientId, { frequency: 'Weekly', endDate: inDays(20) }),
    );
    expect((await visitsOf(t, acme, short.id)).map((v) => v.visit_date)).toEqual([
      today(),
      inDays(7),
      inDays(14),
    ]);
    const asNeeded = await createAgreement(
      t,
      owner,
      acme,
      agreementBody(clientId, { frequency: 'As Needed' }),
    );
    expect(await visitsOf(t, acme, asNeeded.id)).toEqual([]);
    expect(asNeeded.nextService).toBeNull();
  });

  it('runs twice (and twice at once) without making a visit or invoice twice', async () => {
    const a = await createAgreement(
      t,
      owner,
      acme,
      agreementBody(clientId, { frequency: 'Weekly', billingSchedule: 'monthly' }),
    );
    const before = (await visitsOf(t, acme, a.id)).length;
    // The horizon moved on: forget how far visits were made, as if days had passed.
    await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute(
        sql`update service_agreements set visits_through = null, next_billing_date = start_date where id = ${a.id}`,
      ),
    );
    const [one, two] = await Promise.all([
      runAgreementGenerator({ db: t.db, trigger: 'manual', tenantIds: [acme.id] }),
      runAgreementGenerator({ db: t.db, trigger: 'manual', tenantIds: [acme.id] }),
    ]);
    expect(one.failures + two.failures).toBe(0);
    expect((await visitsOf(t, acme, a.id)).length).toBe(before);
    expect(await invoiceTotals(a.id)).toHaveLength(1);
    const again = await runGeneratorForTenant({ db: t.db, tenantId: acme.id, trigger: 'manual' });
    expect(again).toMatchObject({ visitsCreated: 0, invoicesCreated: 0, renewalsCreated: 0, failures: 0 });
  });

  it('a frequency change or cancelling removes future pending visits only; assigned visits stay', async () => {
    const a = await createAgreement(t, owner, acme, agreementBody(clientId, { frequency: 'Weekly' }));
    const visits = await visitsOf(t, acme, a.id);
    const tech = await createTechnician(t, owner, acme);
    const assign = await t.request(owner, 'POST', `/api/service-jobs/${visits[2].id}/assign`, {
      tenant: acme,
      body: { technicianId: tech.id, scheduledDate: `${visits[2].visit_date}T15:00:00.000Z` },
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const res = await patch(a.id, { frequency: 'Monthly' });
    expect(res.statusCode).toBe(200);
    const after = await visitsOf(t, acme, a.id);
    expect(after.map((v) => [v.visit_date, v.status])).toEqual([
      [today(), 'pending'],
      [inDays(14), 'assigned'],
      [inMonths(1), 'pending'],
    ]);
    const cancelled = await patch(a.id, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(cancelled.json().allowedActions).toEqual(['reactivate', 'delete']);
    expect((await visitsOf(t, acme, a.id)).map((v) => v.status)).toEqual(['assigned']);
    const audit = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute<{ action: string }>(
        sql`select action from audit_log where entity_id = ${a.id} order by created_at`,
      ),
    );
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'update', 'cancel']));
  });
});

describe('billing', () => {
  it('splits 100.00 monthly over 3 months as 33.33, 33.33, 33.34', async () => {
    const start = inMonths(-3);
    const a = await createAgreement(
      t,
      owner,
      acme,
      agreementBody(clientId, {
        startDate: start,
        endDate: addDays(addMonths(start, 3), -1),
        value: '100.00',
        billingSchedule: 'monthly',
      }),
    );
    expect((await invoiceTotals(a.id)).map((i) => i.total)).toEqual(['33.33', '33.33', '33.34']);
    expect(a.invoices.map((i: { amount: string }) => i.amount)).toEqual(['33.33', '33.33', '33.34']);
    expect(a.invoices[0]).toMatchObject({ status: 'draft', periodStart: start });
  });

  it('bills 1000.00 quarterly over a year as 250.00 × 4, and each period only once it has begun', async () => {
    const past = inMonths(-12);
    const done = await createAgreement(
      t,
      owner,
      acme,
      agreementBody(clientId, {
        startDate: past,
        endDate: addDays(addMonths(past, 12), -1),
        value: '1000.00',
        billingSchedule: 'quarterly',
      }),
    );
    expect((await invoiceTotals(done.id)).map((i) => i.total)).toEqual([
      '250.00',
      '250.00',
      '250.00',
      '250.00',
    ]);
    const current = await createAgreement(
      t,
      owner,
      acme,
      agreementBody(clientId, { value: '1000.00', billingSchedule: 'quarterly' }),
    );
    expect((await invoiceTotals(current.id)).map((i) => i.total)).toEqual(['250.00']);
    const upfront = await createAgreement(
      t,
      owner,
      acme,
      agreementBody(clientId, { value: '999.99', billingSchedule: 'upfront' }),
    );
    expect((await invoiceTotals(upfront.id)).map((i) => i.total)).toEqual(['999.99']);
  });

  it('sends the invoices when the tenant’s setting says so', async () => {
    await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute(sql`insert into general_settings (tenant_id, id, setting_key, setting_value, category)
        values (${acme.id}, gen_random_uuid(), 'agreement_invoice_delivery', 'send', 'billing')`),
    );
    const a = await createAgreement(t, owner, acme, agreementBody(clientId, { billingSchedule: 'monthly' }));
    expect((await invoiceTotals(a.id)).map((i) => i.status)).toEqual(['sent']);
    await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx.execute(sql`delete from general_settings where setting_key = 'agreement_invoice_delivery'`),
    );
  });
});

describe('renewal', () => {
  it('renews as a new linked agreement from the day after, same terms unless changed; only once', async () => {
    const a = await createAgreement(
      t,
      owner,
      acme,
      agreementBody(clientId, {
        startDate: inMonths(-11),
        endDate: addDays(inMonths(1), -1),
        services: [{ serviceId }],
      }),
    );
    const res = await t.request(member, 'POST', `/api/service-agreements/${a.id}/renew`, {
      tenant: acme,
      body: { value: '1300.00' },
    });
    expect(res.statusCode).toBe(201);
    const next = res.json();
    expect(next).toMatchObject({
      renewedFromId: a.id,
      renewedFromNumber: a.contractNumber,
      startDate: inMonths(1),
      endDate: addDays(addMonths(inMonths(1), 12), -1),
      value: '1300.00',
      frequency: 'Monthly',
      services: [{ serviceId }],
    });
    expect(next.contractNumber).not.toBe(a.contractNumber);
    const old = (await t.request(owner, 'GET', `/api/service-agreements/${a.id}`, { tenant: acme })).json();
    expect(old).toMatchObject({ renewedToId: next.id, renewedToNumber: next.contractNumber });
    expect(old.allowedActions).not.toContain('renew');
    const twice = await t.request(member, 'POST', `/api/service-agreements/${a.id}/renew`, {
      tenant: acme,
      body: {},
    });
    expect(twice.statusCode).toBe(409);
    // The next term has not started (pending): it is renewed once it runs.
    const pending = await t.request(member, 'POST', `/api/service-agreements/${next.id}/renew`, {
      tenant: acme,
      body: {},
    });
    expect(pending.statusCode).toBe(409);
    const fresh = await createAgreement(t, owner, acme, agreementBody(clientId, { frequency: 'As Needed' }));
    const early = await t.request(member, 'POST', `/api/service-agreements/${fresh.id}/renew`, {
      tenant: acme,
      body: { endDate: fresh.endDate },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fieldErrors.endDate).toBe('End date must be after start date');
  });

  it('renews automatically when set, within 30 days of the end; admins see the run', async () => {
    const a = await createAgreement(
      t,
      owner,
      acme,
      agreementBody(clientId, { startDate: inMonths(-11), endDate: inDays(20), autoRenew: true }),
    );
    const counts = await runGeneratorForTenant({ db: t.db, tenantId: acme.id, trigger: 'schedule' });
    expect(counts.renewalsCreated).toBe(1);
    const old = (await t.request(owner, 'GET', `/api/service-agreements/${a.id}`, { tenant: acme })).json();
    expect(old.renewedToId).toBeTruthy();
    const status = await t.request(owner, 'GET', '/api/service-agreements/generator', { tenant: acme });
    expect(status.json().lastRun).toMatchObject({ trigger: 'schedule', renewalsCreated: 1, failures: 0 });
    expect(
      (await t.request(member, 'GET', '/api/service-agreements/generator', { tenant: acme })).statusCode,
    ).toBe(403);
    const run = await t.request(owner, 'POST', '/api/service-agreements/generator/run', { tenant: acme });
    expect(run.statusCode).toBe(200);
    expect(run.json().lastRun).toMatchObject({ trigger: 'manual', renewalsCreated: 0, visitsCreated: 0 });
    expect(
      (await t.request(null, 'POST', '/api/service-agreements/generator/run', { tenant: acme })).statusCode,
    ).toBe(401);
  });

  it('renew is 401 signed out and 404 for another tenant', async () => {
    const a = await createAgreement(t, owner, acme, agreementBody(clientId));
    const other = await t.tenant();
    const stranger = await t.user({ tenant: other, role: 'owner' });
    const url = `/api/service-agreements/${a.id}/renew`;
    expect((await t.request(null, 'POST', url, { tenant: acme, body: {} })).statusCode).toBe(401);
    expect((await t.request(stranger, 'POST', url, { tenant: other, body: {} })).statusCode).toBe(404);
    const bad = await t.request(owner, 'POST', url, { tenant: acme, body: { value: 0 } });
    expect(bad.json().fieldErrors.value).toBe('Value must be positive');
  });
});
