import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TOTAL_COUNT_HEADER } from '@tradeworks/contracts/paging';
import { createClientVia } from '../../modules/clients/clients.test-support';
import { createJob } from '../../modules/dispatching/dispatching.test-support';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

/**
 * The console's Payment Issues, Billing Overview and Tenant Analytics (issue 34 item 16): each answers from
 * the tenants' real rows. The test database holds other files' tenants too, so every assertion is about
 * this file's tenants (found by a unique name prefix) or about differences it causes.
 */
let t: TestContext;
let operator: TestUser;
let tenantAdmin: TestUser;
const prefix = `Subs ${Date.now().toString(36)}`;
let pastDue: TestTenant;
let cancelled: TestTenant;
let healthy: TestTenant;
let owner: TestUser;

const total = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]);

async function setBilling(tenant: TestTenant, billing: string, plan = 'pro', trialEndsAt?: Date) {
  await t.db.platform((tx) =>
    tx.execute(sql`update tenants set billing_status = ${billing}::billing_status, plan = ${plan}::tenant_plan,
      trial_ends_at = ${trialEndsAt ?? null} where id = ${tenant.id}`),
  );
}

beforeAll(async () => {
  t = await TestContext.create();
  operator = await t.user({ superAdmin: true });
  pastDue = await t.tenant({ name: `${prefix} Past Due Plumbing` });
  cancelled = await t.tenant({ name: `${prefix} Cancelled Cooling` });
  healthy = await t.tenant({ name: `${prefix} Healthy Heating` });
  await setBilling(pastDue, 'past_due', 'basic');
  await setBilling(cancelled, 'cancelled', 'enterprise');
  await setBilling(healthy, 'active', 'pro');
  owner = await t.user({ tenant: healthy, role: 'owner' });
  await t.user({ tenant: healthy, role: 'member' });
  tenantAdmin = await t.user({ tenant: pastDue, role: 'owner' });

  // Healthy Heating's usage: 2 clients, 1 job, 2 invoices this month and 1 from long ago, one job photo.
  const client = await createClientVia(t, owner, healthy);
  await createClientVia(t, owner, healthy, { email: 'second@example.com', lastName: 'Second' });
  const job = await createJob(t, owner, healthy, client.id);
  for (let i = 0; i < 3; i++) {
    const res = await t.request(owner, 'POST', '/api/invoices', {
      tenant: healthy,
      body: {
        clientId: client.id,
        dueDate: '2026-12-31',
        lineItems: [{ itemType: 'custom', description: `Visit ${i}`, quantity: 1, rate: '100.00' }],
      },
    });
    expect(res.statusCode).toBe(201);
    // 40 days back is in an earlier month whatever today's date is.
    if (i === 2)
      await t.db.platform((tx) =>
        tx.execute(
          sql`update invoices set created_at = now() - interval '40 days' where id = ${res.json().id}`,
        ),
      );
  }
  await t.db.platform((tx) =>
    tx.execute(sql`insert into service_job_photos (tenant_id, id, job_id, client_id, file_name, content_type,
        size_bytes, content, thumbnail, source)
      values (${healthy.id}, gen_random_uuid(), ${job.id}, ${client.id}, 'coil.jpg', 'image/jpeg', 1000,
        decode(repeat('ff', 1000), 'hex'), decode(repeat('ff', 200), 'hex'), 'technician')`),
  );
});
afterAll(() => t.close());

describe('access', () => {
  it('answers 401 signed out and 403 to a tenant owner who is not a super admin', async () => {
    for (const url of [
      '/api/super-admin/subscriptions/issues',
      '/api/super-admin/subscriptions/billing',
      '/api/super-admin/analytics/tenants',
    ]) {
      expect((await t.request(null, 'GET', url)).statusCode).toBe(401);
      expect((await t.request(tenantAdmin, 'GET', url)).statusCode).toBe(403);
    }
  });
});

describe('GET /api/super-admin/subscriptions/issues', () => {
  it('lists past-due and cancelled tenants only, past due first, with their usage', async () => {
    const res = await t.request(operator, 'GET', '/api/super-admin/subscriptions/issues', {
      query: { search: prefix },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<{ id: string; billing_status: string; stats: { users: number } }>;
    expect(items.map((i) => [i.id, i.billing_status])).toEqual([
      [pastDue.id, 'past_due'],
      [cancelled.id, 'cancelled'],
    ]);
    expect(total(res)).toBe(2);
    expect(items[0].stats.users).toBe(1);
  });

  it('is empty when no tenant has a payment issue, and drops a tenant whose billing is active again', async () => {
    await setBilling(pastDue, 'active', 'basic');
    const res = await t.request(operator, 'GET', '/api/super-admin/subscriptions/issues', {
      query: { search: `${prefix} Past` },
    });
    expect(res.json()).toEqual([]);
    expect(total(res)).toBe(0);
    await setBilling(pastDue, 'past_due', 'basic');
  });
});

describe('GET /api/super-admin/subscriptions/billing', () => {
  it('totals tenants by plan and billing status from the tenant rows', async () => {
    const before = (await t.request(operator, 'GET', '/api/super-admin/subscriptions/billing')).json();
    const extra = await t.tenant({ name: `${prefix} Trial Over` });
    await setBilling(extra, 'trial', 'enterprise', new Date(Date.now() - 86_400_000));
    const res = await t.request(operator, 'GET', '/api/super-admin/subscriptions/billing');
    expect(res.statusCode).toBe(200);
    const after = res.json();
    const planCount = (o: typeof after, plan: string) =>
      o.by_plan.find((p: { plan: string }) => p.plan === plan).tenants;
    const statusCount = (o: typeof after, status: string) =>
      o.by_billing_status.find((p: { billing_status: string }) => p.billing_status === status).tenants;
    const cell = (o: typeof after, plan: string, status: string) =>
      o.cells.find(
        (c: { plan: string; billing_status: string }) => c.plan === plan && c.billing_status === status,
      )?.tenants ?? 0;
    expect(after.tenants - before.tenants).toBe(1);
    expect(planCount(after, 'enterprise') - planCount(before, 'enterprise')).toBe(1);
    expect(statusCount(after, 'trial') - statusCount(before, 'trial')).toBe(1);
    expect(cell(after, 'enterprise', 'trial') - cell(before, 'enterprise', 'trial')).toBe(1);
    expect(after.trials_ended - before.trials_ended).toBe(1);
    // Every plan and status is listed, and the parts add up to the whole.
    expect(after.by_plan.map((p: { plan: string }) => p.plan)).toEqual([
      'basic',
      'starter',
      'pro',
      'professional',
      'enterprise',
    ]);
    const sum = (rows: Array<{ tenants: number }>) => rows.reduce((n, r) => n + r.tenants, 0);
    expect(sum(after.by_plan)).toBe(after.tenants);
    expect(sum(after.by_billing_status)).toBe(after.tenants);
    expect(sum(after.cells)).toBe(after.tenants);
  });
});

describe('GET /api/super-admin/analytics/tenants', () => {
  const usage = async (query: Record<string, string>) => {
    const res = await t.request(operator, 'GET', '/api/super-admin/analytics/tenants', {
      query: { search: prefix, ...query },
    });
    expect(res.statusCode).toBe(200);
    return { items: res.json() as Array<Record<string, unknown>>, total: total(res) };
  };

  it('counts users, clients, jobs, this month’s invoices and stored bytes per tenant', async () => {
    const { items } = await usage({});
    const row = items.find((i) => i.id === healthy.id);
    expect(row).toEqual({
      id: healthy.id,
      name: `${prefix} Healthy Heating`,
      slug: healthy.slug,
      plan: 'pro',
      status: 'active',
      billing_status: 'active',
      users: 2,
      clients: 2,
      jobs: 1,
      invoices_this_month: 2,
      storage_bytes: 1200,
    });
    expect(items.find((i) => i.id === cancelled.id)).toMatchObject({
      users: 0,
      clients: 0,
      jobs: 0,
      invoices_this_month: 0,
      storage_bytes: 0,
    });
  });

  it('sorts by any usage column in either direction, ties by name, and pages', async () => {
    const byName = await usage({});
    expect(byName.items.map((i) => i.name)).toEqual([...byName.items.map((i) => i.name)].sort());
    const mostClients = await usage({ sort: 'clients', order: 'desc' });
    expect(mostClients.items[0].id).toBe(healthy.id);
    const leastStorage = await usage({ sort: 'storage_bytes', order: 'asc' });
    expect(leastStorage.items.at(-1)!.id).toBe(healthy.id);
    const page = await usage({ sort: 'invoices_this_month', order: 'desc', limit: '1', offset: '1' });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(byName.total);
    const beyond = await usage({ offset: '50' });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(byName.total);
  });

  it('refuses an unknown sort column or order with 400', async () => {
    for (const query of [{ sort: 'password_hash' }, { order: 'sideways' }, { limit: '0' }]) {
      const res = await t.request(operator, 'GET', '/api/super-admin/analytics/tenants', { query });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('VALIDATION');
    }
  });
});
