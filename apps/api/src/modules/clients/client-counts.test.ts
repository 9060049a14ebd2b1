import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { createClientVia, userWithPermissions } from './clients.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;

/** The counter rows must always equal a real count(*) of the tenant's clients. */
async function expectCountersExact(tenant: TestTenant) {
  const { rows } = await t.db.platform((tx) =>
    tx.execute<{ status: string; client_type: string; counted: number; kept: number }>(sql`
      select coalesce(c.status, k.status)::text as status, coalesce(c.client_type, k.client_type)::text as client_type,
        coalesce(c.n, 0)::int as counted, coalesce(k.count, 0)::int as kept
      from (select status, client_type, count(*) n from clients where tenant_id = ${tenant.id} group by 1, 2) c
      full join (select * from client_counts where tenant_id = ${tenant.id}) k using (status, client_type)`),
  );
  for (const row of rows) expect(row.kept, `${row.status}/${row.client_type}`).toBe(row.counted);
  return rows.reduce((sum, r) => sum + r.counted, 0);
}

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  // A bulk insert in one statement (as an import would do) in both tenants.
  await t.db.platform((tx) =>
    tx.execute(sql`insert into clients (tenant_id, id, name, status, client_type)
      select case when g <= 30 then ${acme.id}::uuid else ${other.id}::uuid end, gen_random_uuid(), 'Bulk ' || g,
        (case when g % 3 = 0 then 'lead' else 'active' end)::client_status,
        (case when g % 2 = 0 then 'commercial' else 'residential' end)::client_type
      from generate_series(1, 50) g`),
  );
});
afterAll(() => t.close());

describe('client counts kept by triggers', () => {
  it('stay exact through inserts, status and type changes, renames and deletes', async () => {
    expect(await expectCountersExact(acme)).toBe(30);
    const created = await createClientVia(t, owner, acme, { email: 'count@example.com' });
    await t.request(owner, 'PATCH', `/api/clients/${created.id}`, {
      tenant: acme,
      body: { status: 'inactive', clientType: 'commercial' },
    });
    await t.request(owner, 'PATCH', `/api/clients/${created.id}`, {
      tenant: acme,
      body: { firstName: 'Renamed' },
    });
    await t.db.platform((tx) =>
      tx.execute(
        sql`update clients set status = 'inactive' where tenant_id = ${acme.id} and name like 'Bulk 1%'`,
      ),
    );
    await t.db.platform((tx) =>
      tx.execute(sql`delete from clients where tenant_id = ${acme.id} and name in ('Bulk 2', 'Bulk 3')`),
    );
    expect(await expectCountersExact(acme)).toBe(29);
    expect(await expectCountersExact(other)).toBe(20);
  });

  it('serve the list total without a search, per filter', async () => {
    const total = await expectCountersExact(acme);
    const all = await t.request(owner, 'GET', '/api/clients', { tenant: acme, query: { limit: 5 } });
    expect(all.headers['x-total-count']).toBe(String(total));
    expect(all.json()).toHaveLength(5);
    const leads = await t.request(owner, 'GET', '/api/clients', {
      tenant: acme,
      query: { status: 'lead', clientType: 'commercial', limit: 200 },
    });
    expect(Number(leads.headers['x-total-count'])).toBe(leads.json().length);
    const pastTheEnd = await t.request(owner, 'GET', '/api/clients', {
      tenant: acme,
      query: { offset: 500 },
    });
    expect(pastTheEnd.json()).toEqual([]);
    expect(pastTheEnd.headers['x-total-count']).toBe(String(total));
    const searchedPastTheEnd = await t.request(owner, 'GET', '/api/clients', {
      tenant: acme,
      query: { search: 'bulk', offset: 500 },
    });
    expect(searchedPastTheEnd.headers['x-total-count']).toBe('28');
  });
});

describe('GET /api/clients/summary', () => {
  it('counts the tenant’s clients by status and type', async () => {
    const res = await t.request(owner, 'GET', '/api/clients/summary', { tenant: acme });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ status: string; client_type: string; n: number }>(
        sql`select status::text, client_type::text, count(*)::int n from clients where tenant_id = ${acme.id} group by 1, 2`,
      ),
    );
    const sum = (pick: (r: (typeof rows)[number]) => boolean) =>
      rows.filter(pick).reduce((s, r) => s + r.n, 0);
    expect(res.json()).toEqual({
      total: sum(() => true),
      byStatus: {
        active: sum((r) => r.status === 'active'),
        inactive: sum((r) => r.status === 'inactive'),
        lead: sum((r) => r.status === 'lead'),
      },
      byType: {
        residential: sum((r) => r.client_type === 'residential'),
        commercial: sum((r) => r.client_type === 'commercial'),
      },
    });
    expect(res.json().byStatus.inactive).toBeGreaterThan(0);
  });

  it('is zero for an empty tenant, 401 signed out, 403 without clients access', async () => {
    const empty = await t.tenant();
    const emptyOwner = await t.user({ tenant: empty, role: 'owner' });
    expect((await t.request(emptyOwner, 'GET', '/api/clients/summary', { tenant: empty })).json()).toEqual({
      total: 0,
      byStatus: { active: 0, inactive: 0, lead: 0 },
      byType: { residential: 0, commercial: 0 },
    });
    expect((await t.request(null, 'GET', '/api/clients/summary', { tenant: acme })).statusCode).toBe(401);
    const noClients = await userWithPermissions(t, acme, ['dashboard']);
    expect((await t.request(noClients, 'GET', '/api/clients/summary', { tenant: acme })).statusCode).toBe(
      403,
    );
  });
});
