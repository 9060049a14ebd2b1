import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_BOUND } from '@tradeworks/contracts/paging';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';

/**
 * The counter tables of migration 0028 (service_job_counts, service_agreement_counts, inventory_counts) must
 * always equal a fresh aggregate of their table, through bulk inserts, updates and deletes in several tenants; the
 * screens that read them must answer what a count over the rows would.
 */
let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;

type Row = { key: string; counted: number; kept: number; counted_value?: string; kept_value?: string };

/** The kept rows of `tenant` beside a fresh aggregate; every key must match. */
async function compare(tenant: TestTenant, counted: string, kept: string, withValue = false) {
  const { rows } = await t.db.platform((tx) =>
    tx.execute<Row>(
      sql.raw(`
      select coalesce(c.key, k.key) as key, coalesce(c.n, 0)::int as counted, coalesce(k.n, 0)::int as kept
        ${withValue ? ', coalesce(c.v, 0)::numeric(18,2)::text as counted_value, coalesce(k.v, 0)::numeric(18,2)::text as kept_value' : ''}
      from (${counted.replaceAll('$tenant', `'${tenant.id}'`)}) c
      full join (${kept.replaceAll('$tenant', `'${tenant.id}'`)}) k using (key)`),
    ),
  );
  for (const row of rows) {
    expect(row.kept, row.key).toBe(row.counted);
    if (withValue) expect(row.kept_value, `${row.key} value`).toBe(row.counted_value);
  }
  return rows.reduce((sum, r) => sum + r.counted, 0);
}

const jobs = (tenant: TestTenant) =>
  compare(
    tenant,
    `select status::text as key, count(*) as n from service_jobs where tenant_id = $tenant group by 1`,
    `select status::text as key, count as n from service_job_counts where tenant_id = $tenant`,
  );
const agreements = (tenant: TestTenant) =>
  compare(
    tenant,
    `select status::text as key, count(*) as n from service_agreements where tenant_id = $tenant group by 1`,
    `select status::text as key, count as n from service_agreement_counts where tenant_id = $tenant`,
  );
const inventory = (tenant: TestTenant) =>
  compare(
    tenant,
    `select tw_inventory_display_status(is_on_order, current_stock, reorder_level, min_stock) as key,
       count(*) as n, sum(current_stock * cost) as v
     from inventory_items where tenant_id = $tenant group by 1`,
    `select display_status as key, count as n, stock_value as v from inventory_counts where tenant_id = $tenant`,
    true,
  );

/** Jobs, agreements and parts inserted in one statement each, as an import or the seed writes them. */
async function seed(tenant: TestTenant, n: number) {
  await t.db.platform(async (tx) => {
    const clientId = (
      await tx.execute<{ id: string }>(
        sql`insert into clients (tenant_id, id, name) values (${tenant.id}, gen_random_uuid(), 'Counted client') returning id`,
      )
    ).rows[0].id;
    await tx.execute(sql`insert into service_jobs (tenant_id, id, job_number, client_id, client_name, service_type,
        status, scheduled_date)
      select ${tenant.id}, gen_random_uuid(), 'J-' || g, ${clientId}, 'Counted client', 'Repair',
        (array['pending', 'assigned', 'in-progress', 'completed', 'cancelled'])[1 + g % 5]::job_status,
        now() - g * interval '1 day'
      from generate_series(1, ${n}) g`);
    await tx.execute(sql`insert into service_agreements (tenant_id, id, contract_number, client_id, client_name,
        service_type, start_date, end_date, value, status)
      select ${tenant.id}, gen_random_uuid(), 'SA-' || g, ${clientId}, 'Counted client', 'HVAC Maintenance',
        current_date - 400 + g * 10, current_date - 35 + g * 10, 100 + g,
        (array['active', 'pending', 'expired', 'cancelled'])[1 + g % 4]::agreement_status
      from generate_series(1, ${n}) g`);
    // Every boundary of the display status: on order, at zero, at the reorder level, at the minimum, above.
    await tx.execute(sql`insert into inventory_items (tenant_id, id, name, cost, current_stock, reorder_level,
        min_stock, is_on_order)
      select ${tenant.id}, gen_random_uuid(), 'Part ' || g, (g * 1.25)::numeric(12,2), g % 7 - 1, 3, 2 + g % 3, g % 9 = 0
      from generate_series(1, ${n}) g`);
  });
}

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  await seed(acme, 40);
  await seed(other, 15);
});
afterAll(() => t.close());

describe('kept counts (migration 0028)', () => {
  it('stay exact through bulk inserts, status and stock changes and deletes, per tenant', async () => {
    expect(await jobs(acme)).toBe(40);
    expect(await agreements(acme)).toBe(40);
    expect(await inventory(acme)).toBe(40);
    await t.db.platform(async (tx) => {
      await tx.execute(sql`update service_jobs set status = 'completed'
        where tenant_id = ${acme.id} and status in ('pending', 'assigned') and job_number like 'J-1%'`);
      // An update that changes no counted column must leave the counts alone.
      await tx.execute(sql`update service_jobs set notes = 'x' where tenant_id = ${acme.id}`);
      await tx.execute(
        sql`delete from service_jobs where tenant_id = ${acme.id} and job_number in ('J-2', 'J-3')`,
      );
      await tx.execute(sql`update service_agreements set status = 'expired'
        where tenant_id = ${acme.id} and status = 'active' and end_date < current_date`);
      await tx.execute(
        sql`delete from service_agreements where tenant_id = ${acme.id} and contract_number = 'SA-4'`,
      );
      await tx.execute(sql`update inventory_items set current_stock = current_stock + 2
        where tenant_id = ${acme.id} and name like 'Part 1%'`);
      await tx.execute(sql`update inventory_items set cost = cost + 1, is_on_order = not is_on_order
        where tenant_id = ${acme.id} and name like 'Part 2%'`);
      await tx.execute(sql`delete from inventory_items where tenant_id = ${acme.id} and name = 'Part 5'`);
    });
    expect(await jobs(acme)).toBe(38);
    expect(await agreements(acme)).toBe(39);
    expect(await inventory(acme)).toBe(39);
    expect(await jobs(other)).toBe(15);
    expect(await agreements(other)).toBe(15);
    expect(await inventory(other)).toBe(15);
  });

  it('answer the screens as a count over the rows would', async () => {
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ jobs: number; pending: number; agreements: number; parts: number; value: string }>(sql`
        select (select count(*) from service_jobs where tenant_id = ${acme.id})::int as jobs,
          (select count(*) from service_jobs where tenant_id = ${acme.id}
             and status = 'pending')::int as pending,
          (select count(*) from service_agreements where tenant_id = ${acme.id})::int as agreements,
          (select count(*) from inventory_items where tenant_id = ${acme.id})::int as parts,
          (select round(sum(current_stock * cost), 2)::text from inventory_items
             where tenant_id = ${acme.id}) as value`),
    );
    const [fresh] = rows;
    const board = await t.request(owner, 'GET', '/api/service-jobs', { tenant: acme, query: { limit: 5 } });
    expect(board.headers['x-total-count']).toBe(String(fresh.jobs));
    const completed = await t.request(owner, 'GET', '/api/service-jobs', {
      tenant: acme,
      query: { status: 'completed', limit: 200 },
    });
    expect(Number(completed.headers['x-total-count'])).toBe(completed.json().length);
    const summary = (await t.request(owner, 'GET', '/api/dashboard/summary', { tenant: acme })).json();
    expect(summary.pendingJobs).toBe(fresh.pending);
    const list = await t.request(owner, 'GET', '/api/service-agreements', {
      tenant: acme,
      query: { limit: 5 },
    });
    expect(list.headers['x-total-count']).toBe(String(fresh.agreements));
    const parts = (await t.request(owner, 'GET', '/api/inventory/summary', { tenant: acme })).json();
    expect(parts.totalItems).toBe(fresh.parts);
    expect(Number(parts.totalValue)).toBe(Number(fresh.value));
  });
});

describe('bounded totals', () => {
  it(`stop a search's count at ${COUNT_BOUND} and say so; smaller matches stay exact`, async () => {
    const big = await t.tenant();
    const bigOwner = await t.user({ tenant: big, role: 'owner' });
    await t.db.platform((tx) =>
      tx.execute(sql`insert into clients (tenant_id, id, name)
        select ${big.id}, gen_random_uuid(), 'Bounded ' || g from generate_series(1, ${COUNT_BOUND + 5}) g`),
    );
    const many = await t.request(bigOwner, 'GET', '/api/clients', {
      tenant: big,
      query: { search: 'bounded', limit: 10 },
    });
    expect(many.json()).toHaveLength(10);
    // Past the bound the page walks the name index instead of sorting every match: the same rows, in order.
    const { rows: firstByName } = await t.db.platform((tx) =>
      tx.execute<{ name: string }>(sql`select name from clients where tenant_id = ${big.id}
        and search_text like '%bounded%' order by name, id offset 20 limit 10`),
    );
    const third = await t.request(bigOwner, 'GET', '/api/clients', {
      tenant: big,
      query: { search: 'BOUNDED', limit: 10, offset: 20 },
    });
    expect(third.json().map((c: { name: string }) => c.name)).toEqual(firstByName.map((r) => r.name));
    expect(third.headers['x-total-count-bounded']).toBe('true');
    expect(many.headers['x-total-count']).toBe(String(COUNT_BOUND));
    expect(many.headers['x-total-count-bounded']).toBe('true');
    const few = await t.request(bigOwner, 'GET', '/api/clients', {
      tenant: big,
      query: { search: 'bounded 100', limit: 50 },
    });
    // "Bounded 100" and "Bounded 1000"–"Bounded 1005" (COUNT_BOUND + 5 = 1005).
    expect(few.headers['x-total-count']).toBe('7');
    expect(few.headers['x-total-count-bounded']).toBeUndefined();
    // The unsearched list reads the kept count: exact, whatever the size.
    const all = await t.request(bigOwner, 'GET', '/api/clients', { tenant: big, query: { limit: 1 } });
    expect(all.headers['x-total-count']).toBe(String(COUNT_BOUND + 5));
  });
});

describe('the console activity total', () => {
  it(`counts an organization's log no further than ${COUNT_BOUND}`, async () => {
    const busy = await t.tenant();
    const root = await t.user({ superAdmin: true });
    await t.db.platform((tx) =>
      tx.execute(sql`insert into audit_log (tenant_id, id, entity, entity_id, action, summary, created_at)
        select ${busy.id}, gen_random_uuid(), 'client', g::text, 'update', 'Entry ' || g,
          now() - g * interval '1 minute'
        from generate_series(1, ${COUNT_BOUND + 5}) g`),
    );
    const page = await t.request(root, 'GET', '/api/super-admin/activity', {
      query: { tenantId: busy.id, limit: 20 },
    });
    expect(page.statusCode).toBe(200);
    expect(
      page
        .json()
        .map((e: { summary: string }) => e.summary)
        .slice(0, 2),
    ).toEqual(['Entry 1', 'Entry 2']);
    expect(page.headers['x-total-count']).toBe(String(COUNT_BOUND));
    expect(page.headers['x-total-count-bounded']).toBe('true');
    const few = await t.request(root, 'GET', '/api/super-admin/activity', {
      query: { tenantId: busy.id, search: 'Entry 100', limit: 20 },
    });
    // "Entry 100" and "Entry 1000"–"Entry 1005".
    expect(few.headers['x-total-count']).toBe('7');
    expect(few.headers['x-total-count-bounded']).toBeUndefined();
  });
});
