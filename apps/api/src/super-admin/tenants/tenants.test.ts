import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { clients, platformAuditLog, serviceJobs, tenants } from '../../db/schema';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

let t: TestContext;
let root: TestUser;
let owner: TestUser;
let acme: TestTenant;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  root = await t.user({ superAdmin: true });
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

const uniqueSlug = () => `org-${Math.random().toString(36).slice(2, 10)}`;

async function seedClientsAndJobs(tenantId: string, clientCount: number, jobCount: number) {
  await t.db.platform(async (tx) => {
    const rows = await tx
      .insert(clients)
      .values(Array.from({ length: clientCount }, (_, i) => ({ tenantId, name: `Client ${i}` })))
      .returning({ id: clients.id });
    for (let i = 0; i < jobCount; i++) {
      await tx.insert(serviceJobs).values({
        tenantId,
        jobNumber: `JOB-2026-${String(i + 1).padStart(4, '0')}`,
        clientId: rows[0].id,
        clientName: 'Client 0',
        serviceType: 'Repair',
        scheduledDate: new Date(),
      });
    }
  });
}

describe('access', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/api/super-admin/tenants'],
    ['POST', '/api/super-admin/tenants', { name: 'X', slug: 'x-org' }],
    ['GET', '/api/super-admin/tenants/00000000-0000-7000-8000-000000000000'],
    ['PATCH', '/api/super-admin/tenants/00000000-0000-7000-8000-000000000000', { name: 'Y' }],
  ];

  it('answers 401 when signed out and 403 to a tenant owner who is not a super admin', async () => {
    for (const [method, url, body] of calls) {
      expect((await t.request(null, method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(
        401,
      );
      const res = await t.request(owner, method as 'GET', url, { body, tenant: acme });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toBe('FORBIDDEN');
    }
    const count = await t.db.platform((tx) => tx.$count(tenants, eq(tenants.slug, 'x-org')));
    expect(count).toBe(0);
  });
});

describe('POST /api/super-admin/tenants', () => {
  it('creates a tenant with the create-form defaults and writes an audit row', async () => {
    const slug = uniqueSlug();
    const res = await t.request(root, 'POST', '/api/super-admin/tenants', {
      body: {
        name: '  Bright Plumbing ',
        slug,
        domain: 'bright.example',
        billing_city: 'Austin',
        billing_address_line2: '',
      },
    });
    expect(res.statusCode).toBe(201);
    const tenant = res.json();
    expect(tenant).toMatchObject({
      name: 'Bright Plumbing',
      slug,
      domain: 'bright.example',
      plan: 'pro',
      status: 'active',
      billing_status: 'trial',
      billing_city: 'Austin',
      billing_address_line2: null,
      stats: { users: 0, clients: 0, serviceJobs: 0 },
    });
    const audit = await t.db.platform((tx) =>
      tx.select().from(platformAuditLog).where(eq(platformAuditLog.entityId, tenant.id)),
    );
    expect(audit).toEqual([expect.objectContaining({ userId: root.id, entity: 'tenant', action: 'create' })]);
    expect(audit[0].changes).toMatchObject({ name: 'Bright Plumbing', slug, plan: 'pro' });
  });

  it('keeps explicit plan, status, billing status and billing address', async () => {
    const res = await t.request(root, 'POST', '/api/super-admin/tenants', {
      body: {
        name: 'Cold Air',
        slug: uniqueSlug(),
        plan: 'enterprise',
        status: 'suspended',
        billing_status: 'past_due',
        billing_address_line1: '1 Main St',
        billing_state: 'TX',
        billing_postal_code: '73301',
        billing_country: 'US',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      plan: 'enterprise',
      status: 'suspended',
      billing_status: 'past_due',
      billing_address_line1: '1 Main St',
      billing_state: 'TX',
      billing_postal_code: '73301',
      billing_country: 'US',
    });
  });

  it.each([
    [{ slug: 'ok-slug' }, 'name', 'Company name is required'],
    [{ name: '   ', slug: 'ok-slug' }, 'name', 'Company name is required'],
    [{ name: 'X' }, 'slug', 'Slug is required'],
    [{ name: 'X', slug: '' }, 'slug', 'Slug is required'],
    [{ name: 'X', slug: 'Not Valid!' }, 'slug', 'Slug must be lowercase alphanumeric with hyphens only'],
    [{ name: 'X', slug: 'ok-slug', plan: '' }, 'plan', 'Plan is required'],
    [{ name: 'X', slug: 'ok-slug', status: '' }, 'status', 'Status is required'],
    [{ name: 'X', slug: 'ok-slug', billing_status: null }, 'billing_status', 'Billing status is required'],
  ])('refuses %j with "%s: %s"', async (body, field, message) => {
    const res = await t.request(root, 'POST', '/api/super-admin/tenants', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION', fieldErrors: { [field]: message } });
  });

  it('refuses an unknown plan with 400, not 500', async () => {
    const res = await t.request(root, 'POST', '/api/super-admin/tenants', {
      body: { name: 'X', slug: 'ok-slug', plan: 'gold' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.plan).toMatch(/basic/);
  });

  it('creates tenants only on the schema plans (basic, pro, enterprise): older plans are refused (issue 34 item 15)', async () => {
    for (const plan of ['starter', 'professional']) {
      const res = await t.request(root, 'POST', '/api/super-admin/tenants', {
        body: { name: 'X', slug: `old-${plan}`, plan },
      });
      expect(res.statusCode, plan).toBe(400);
      expect(res.json().fieldErrors.plan).toBe('Must be one of: basic, pro, enterprise');
    }
  });

  it('answers 409 with a clear message for a slug already in use, and creates nothing', async () => {
    const res = await t.request(root, 'POST', '/api/super-admin/tenants', {
      body: { name: 'Copycat', slug: acme.slug },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'CONFLICT',
      message: `The slug "${acme.slug}" is already used by another organization`,
    });
    expect(await t.db.platform((tx) => tx.$count(tenants, eq(tenants.name, 'Copycat')))).toBe(0);
  });
});

describe('GET /api/super-admin/tenants', () => {
  it('pages, searches name, slug or domain case-insensitively and sends X-Total-Count', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    for (let i = 0; i < 3; i++) await t.tenant({ name: `Paging ${tag} ${i}` });
    await t.request(root, 'POST', '/api/super-admin/tenants', {
      body: { name: 'Other', slug: `slug-${tag}`, domain: `d-${tag}.example` },
    });
    const byDomain = await t.request(root, 'GET', '/api/super-admin/tenants', {
      query: { search: `D-${tag.toUpperCase()}` },
    });
    expect(byDomain.json().map((x: { slug: string }) => x.slug)).toEqual([`slug-${tag}`]);
    const bySlug = await t.request(root, 'GET', '/api/super-admin/tenants', {
      query: { search: `slug-${tag}` },
    });
    expect(bySlug.headers['x-total-count']).toBe('1');

    const first = await t.request(root, 'GET', '/api/super-admin/tenants', {
      query: { search: `paging ${tag}`, limit: 2 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json()).toHaveLength(2);
    const second = await t.request(root, 'GET', '/api/super-admin/tenants', {
      query: { search: `PAGING ${tag}`, limit: 2, offset: 2 },
    });
    expect(second.json()).toHaveLength(1);
    const names = [...first.json(), ...second.json()].map((x: { name: string }) => x.name).sort();
    expect(names).toEqual([0, 1, 2].map((i) => `Paging ${tag} ${i}`));
  });

  it('takes % and _ in a search literally', async () => {
    const res = await t.request(root, 'GET', '/api/super-admin/tenants', { query: { search: '%' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('refuses a page size over 200', async () => {
    const res = await t.request(root, 'GET', '/api/super-admin/tenants', { query: { limit: 201 } });
    expect(res.statusCode).toBe(400);
  });

  it('reports users, clients and service jobs per tenant', async () => {
    const busy = await t.tenant({ name: `Stats ${Math.random().toString(36).slice(2, 8)}` });
    await t.user({ tenant: busy, role: 'owner' });
    await t.user({ tenant: busy });
    await seedClientsAndJobs(busy.id, 3, 2);
    const res = await t.request(root, 'GET', '/api/super-admin/tenants', { query: { search: busy.slug } });
    expect(res.json()).toEqual([
      expect.objectContaining({ id: busy.id, stats: { users: 2, clients: 3, serviceJobs: 2 } }),
    ]);
    const acmeRow = (
      await t.request(root, 'GET', '/api/super-admin/tenants', { query: { search: acme.slug } })
    ).json()[0];
    expect(acmeRow.stats).toEqual({ users: 1, clients: 0, serviceJobs: 0 });
  });
});

describe('GET /api/super-admin/tenants/:id', () => {
  it('answers one tenant with its stats', async () => {
    const res = await t.request(root, 'GET', `/api/super-admin/tenants/${acme.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: acme.id,
      name: 'Acme Heating',
      slug: acme.slug,
      stats: { users: 1 },
    });
  });

  it("answers 404 'Tenant not found' for an unknown id and for a malformed one", async () => {
    const res = await t.request(root, 'GET', '/api/super-admin/tenants/00000000-0000-7000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Tenant not found' });
    expect((await t.request(root, 'GET', '/api/super-admin/tenants/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('PATCH /api/super-admin/tenants/:id', () => {
  it('changes only the fields sent and audits the changed fields', async () => {
    const tenant = await t.tenant({ name: 'Patch Me' });
    await t.request(root, 'PATCH', `/api/super-admin/tenants/${tenant.id}`, {
      body: { domain: 'patch.example', billing_city: 'Reno' },
    });
    const res = await t.request(root, 'PATCH', `/api/super-admin/tenants/${tenant.id}`, {
      body: { name: 'Patched', plan: 'enterprise', status: 'pending', billing_city: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Patched',
      slug: tenant.slug,
      domain: 'patch.example',
      plan: 'enterprise',
      status: 'pending',
      billing_city: null,
    });
    const [latest] = await t.db.platform((tx) =>
      tx
        .select()
        .from(platformAuditLog)
        .where(eq(platformAuditLog.entityId, tenant.id))
        .orderBy(desc(platformAuditLog.createdAt))
        .limit(1),
    );
    expect(latest).toMatchObject({ action: 'status_change', userId: root.id });
    expect(latest.changes).toEqual({
      name: { from: 'Patch Me', to: 'Patched' },
      plan: { from: 'basic', to: 'enterprise' },
      status: { from: 'active', to: 'pending' },
      billingCity: { from: 'Reno', to: null },
    });
  });

  it('changes the slug, refusing one another tenant uses with 409', async () => {
    const tenant = await t.tenant();
    const next = uniqueSlug();
    const ok = await t.request(root, 'PATCH', `/api/super-admin/tenants/${tenant.id}`, {
      body: { slug: next },
    });
    expect(ok.json().slug).toBe(next);
    const same = await t.request(root, 'PATCH', `/api/super-admin/tenants/${tenant.id}`, {
      body: { slug: next },
    });
    expect(same.statusCode).toBe(200);
    const taken = await t.request(root, 'PATCH', `/api/super-admin/tenants/${tenant.id}`, {
      body: { slug: acme.slug },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('CONFLICT');
  });

  it.each([
    [{ name: '' }, 'name', 'Organization name is required'],
    [{ slug: '' }, 'slug', 'Subdomain is required'],
    [{ slug: 'UPPER' }, 'slug', 'Slug must be lowercase alphanumeric with hyphens only'],
    [{ plan: '' }, 'plan', 'Plan is required'],
    [{ status: '' }, 'status', 'Status is required'],
  ])('refuses %j with "%s: %s" and changes nothing', async (body, field, message) => {
    const res = await t.request(root, 'PATCH', `/api/super-admin/tenants/${acme.id}`, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
    const stored = await t.db.platform((tx) =>
      tx.query.tenants.findFirst({ where: eq(tenants.id, acme.id) }),
    );
    expect(stored).toMatchObject({ name: 'Acme Heating', slug: acme.slug, plan: 'basic', status: 'active' });
  });

  it("answers 404 'Tenant not found' for an unknown id", async () => {
    const res = await t.request(
      root,
      'PATCH',
      '/api/super-admin/tenants/00000000-0000-7000-8000-000000000000',
      { body: { name: 'X' } },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tenant not found');
  });
});
