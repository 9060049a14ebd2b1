import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext } from '../../test/test-context';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import { seedDemoData, type DemoAccounts } from './demo-seed';
import { runAgreementGenerator } from '../../modules/service-agreements/agreement-generator';

let t: TestContext;
let accounts: DemoAccounts;

/** Raw SQL across tenants (platform role sees every row). */
async function rows<T extends Record<string, unknown>>(
  db: Database,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return (await db.platform((tx) => tx.execute<T>(query))).rows;
}

/** What must not change between runs: names, numbers, amounts and stock (ids and timestamps may). */
async function fingerprint(db: Database) {
  return rows(
    db,
    sql`
    select t.slug, 'client' as kind, c.name as k, c.email as v from clients c join tenants t on t.id = c.tenant_id
    union all select t.slug, 'quote', q.quote_number, q.client_name || ' ' || q.status || ' ' || q.total from quotes q join tenants t on t.id = q.tenant_id
    union all select t.slug, 'invoice', i.invoice_number, i.client_name || ' ' || i.status || ' ' || i.total from invoices i join tenants t on t.id = i.tenant_id
    union all select t.slug, 'part', p.sku, p.current_stock::text from inventory_items p join tenants t on t.id = p.tenant_id
    union all select t.slug, 'job', j.job_number, j.client_name || ' ' || j.status from service_jobs j join tenants t on t.id = j.tenant_id
    order by 1, 2, 3, 4`,
  );
}

beforeAll(async () => {
  t = await TestContext.create();
  accounts = await seedDemoData(t.db);
}, 120_000);
afterAll(() => t.close());

describe('seedDemoData', () => {
  it('creates both organizations and an account per role', async () => {
    const tenants = await rows<{ slug: string; name: string }>(
      t.db,
      sql`select slug, name from tenants order by slug`,
    );
    expect(tenants).toEqual([
      { slug: 'default', name: 'Comfort Pro HVAC' },
      { slug: 'polar', name: 'Polar Plumbing & Air' },
    ]);
    // Polar's admin too: each organization has an unanswered invitation of the other's office (issue 27).
    expect(accounts.map((a) => a.role).sort()).toEqual([
      'admin',
      'admin',
      'manager',
      'member',
      'owner',
      'super admin',
    ]);
    expect(accounts.find((a) => a.role === 'owner')?.organizations).toEqual([
      'Comfort Pro HVAC',
      'Polar Plumbing & Air',
    ]);
    expect(accounts.every((a) => a.password.length >= 10)).toBe(true);
  });

  it('lets every demo account sign in', async () => {
    for (const account of accounts) {
      const res = await t.request(null, 'POST', '/api/auth/login', {
        body: { email: account.email, password: account.password },
      });
      expect(res.statusCode, account.email).toBe(200);
    }
  });

  it('fills every table of both organizations', async () => {
    const tables = await rows<{ table_name: string }>(
      t.db,
      sql`select c.table_name from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and c.column_name = 'tenant_id' and t.table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const counts = await rows<{ n: number }>(
        t.db,
        sql`select count(distinct tenant_id)::int as n from ${sql.identifier(table_name)}`,
      );
      // A new tenant table needs demo rows too: add them under apps/api/src/db/seed.
      expect(counts[0].n, `demo rows of both organizations in ${table_name}`).toBe(2);
    }
  });

  it('answers the dashboard summary with the counts in the database', async () => {
    const owner = accounts.find((a) => a.role === 'owner')!;
    const login = await t.request(null, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const res = await t.request(null, 'GET', '/api/dashboard/summary', {
      tenant: 'default',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const [expected] = await rows<Record<string, number>>(
      t.db,
      sql`
      with d as (select id from tenants where slug = 'default')
      select
        (select count(*) from clients where tenant_id = (select id from d))::int as "totalClients",
        (select count(*) from clients where tenant_id = (select id from d) and status = 'active')::int as "activeClients",
        (select count(*) from technicians where tenant_id = (select id from d) and is_active and status = 'available')::int as "availableTechnicians",
        (select count(*) from technicians where tenant_id = (select id from d) and is_active)::int as "totalTechnicians",
        (select count(*) from service_agreements where tenant_id = (select id from d) and status = 'active' and end_date >= current_date)::int as "activeAgreements",
        (select count(*) from service_jobs where tenant_id = (select id from d) and status = 'pending')::int as "pendingJobs"`,
    );
    expect(res.json()).toEqual(expected);
    expect(expected.totalClients).toBeGreaterThanOrEqual(35);
    expect(expected.availableTechnicians).toBeGreaterThan(0);
  });

  it('gives the running agreements real visits and a Next Service; the first generator run makes no late invoices (issue 34 item 11)', async () => {
    const agreements = await rows<{
      contract: string;
      frequency: string;
      next: string | null;
      visits: number;
    }>(
      t.db,
      sql`select a.contract_number as contract, a.frequency, a.next_service::text as next,
        (select count(*) from service_jobs j where j.tenant_id = a.tenant_id and j.agreement_id = a.id
          and j.status = 'pending' and j.visit_date >= a.next_service)::int as visits
      from service_agreements a join tenants t on t.id = a.tenant_id
      where t.slug = 'default' and a.status = 'active' and a.frequency in ('Weekly', 'Monthly', 'Quarterly')
      order by 1`,
    );
    expect(agreements.length).toBeGreaterThanOrEqual(3);
    for (const a of agreements) {
      expect(a.next, a.contract).not.toBeNull();
      expect(a.visits, a.contract).toBeGreaterThan(0);
    }
    const invoicesBefore = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from invoices`);
    const counts = await runAgreementGenerator({ db: t.db, trigger: 'manual' });
    expect(counts).toMatchObject({ visitsCreated: 0, invoicesCreated: 0, failures: 0 });
    expect(await rows(t.db, sql`select count(*)::int as n from invoices`)).toEqual(invoicesBefore);
  });

  it('taxes some recent quotes and invoices with a tax group, one line per component', async () => {
    for (const doc of ['quotes', 'invoices'] as const) {
      const [taxed] = await rows(
        t.db,
        sql`select count(*)::int as n from ${sql.identifier(doc)} d join tax_groups g
          on g.tenant_id = d.tenant_id and g.id = d.tax_group_id
          where jsonb_array_length(d.tax_lines) = 3 and d.tax_lines->0->>'rateId' is not null`,
      );
      expect(taxed, doc).toMatchObject({ n: expect.any(Number) });
      expect((taxed as { n: number }).n, doc).toBeGreaterThan(0);
    }
  });

  it('keeps quote, invoice and purchase order totals exact', async () => {
    for (const [doc, lines, fk] of [
      ['quotes', 'quote_line_items', 'quote_id'],
      ['invoices', 'invoice_line_items', 'invoice_id'],
    ] as const) {
      const bad = await rows(
        t.db,
        sql`select d.id from ${sql.identifier(doc)} d
        left join lateral (select coalesce(sum(l.total), 0) as s, bool_and(l.total = round(l.quantity * l.rate, 2)) as ok
          from ${sql.identifier(lines)} l where l.tenant_id = d.tenant_id and l.${sql.identifier(fk)} = d.id) x on true
        where x.s <> d.subtotal or not x.ok or d.total <> d.subtotal + d.tax_amount
          or d.tax_amount <> (select coalesce(sum((c->>'amount')::numeric), 0) from jsonb_array_elements(d.tax_lines) c)
          or exists (select 1 from jsonb_array_elements(d.tax_lines) c
            where (c->>'amount')::numeric <> round((c->>'taxableAmount')::numeric * (c->>'rate')::numeric, 2))`,
      );
      expect(bad, doc).toEqual([]);
    }
    const badPo = await rows(
      t.db,
      sql`select p.id from purchase_orders p
      where p.subtotal <> (select sum(l.total) from purchase_order_line_items l where l.tenant_id = p.tenant_id and l.po_id = p.id)
        or p.total <> p.subtotal + p.tax_amount + p.shipping_cost`,
    );
    expect(badPo).toEqual([]);
    const badServices = await rows(
      t.db,
      sql`select s.id from services s where s.service_type = 'composite'
      and s.base_price <> (select sum(l.total) from service_line_items l where l.tenant_id = s.tenant_id and l.service_id = s.id)`,
    );
    expect(badServices).toEqual([]);
    const badPaid = await rows(
      t.db,
      sql`select id from invoices where status = 'paid' and (amount_paid <> total or paid_date is null)`,
    );
    expect(badPaid).toEqual([]);
  });

  it('keeps every part’s stock equal to the last entry of its ledger', async () => {
    const bad = await rows(
      t.db,
      sql`select i.sku, i.current_stock, m.stock_after from inventory_items i
      left join lateral (select stock_after from stock_movements m where m.tenant_id = i.tenant_id and m.inventory_id = i.id
        order by m.created_at desc, m.id desc limit 1) m on true
      where m.stock_after is distinct from i.current_stock`,
    );
    expect(bad).toEqual([]);
    const negative = await rows(
      t.db,
      sql`select id from stock_movements where stock_after < 0 or stock_after <> stock_before + quantity_change`,
    );
    expect(negative).toEqual([]);
  });

  it('records part usage only as completed jobs made it: linked to the job, whose service used the part', async () => {
    const usage = await rows<{ linked: boolean; reason: string }>(
      t.db,
      sql`select (j.id is not null and j.status = 'completed' and exists (
          select 1 from service_job_services s join service_line_items l
            on l.tenant_id = s.tenant_id and l.service_id = s.service_id
          where s.tenant_id = m.tenant_id and s.job_id = j.id and l.inventory_id = m.inventory_id)) as linked,
        m.reason
      from stock_movements m left join service_jobs j on j.tenant_id = m.tenant_id and j.id = m.job_id
      where m.kind = 'usage'`,
    );
    expect(usage.length).toBeGreaterThan(0);
    expect(usage.filter((u) => !u.linked || !u.reason.startsWith('Used on job JOB-'))).toEqual([]);
  });

  it('gives completed jobs technician photos through the photo pipeline; one visit shows a photo and its checklist in the portal', async () => {
    const photos = await rows<{
      slug: string;
      jpeg: boolean;
      thumb: boolean;
      done: boolean;
      shown: boolean;
      kb: number;
    }>(
      t.db,
      sql`select t.slug, p.content_type = 'image/jpeg' and substring(p.content from 1 for 3) = '\\xffd8ff'::bytea as jpeg,
          p.thumbnail is not null as thumb, j.status = 'completed' as done, p.portal_visible as shown,
          length(p.content) / 1024 as kb
        from service_job_photos p join tenants t on t.id = p.tenant_id
        join service_jobs j on j.tenant_id = p.tenant_id and j.id = p.job_id
        where p.source = 'technician'`,
    );
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.filter((p) => !p.jpeg || !p.thumb || !p.done || p.kb > 64)).toEqual([]);
    const shown = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from job_checklists c where c.portal_visible and exists (
          select 1 from service_job_photos p where p.tenant_id = c.tenant_id and p.job_id = c.job_id and p.portal_visible)`,
    );
    expect(shown[0].n).toBeGreaterThan(0);
  });

  it('has invoices in all five statuses, an overdue-by-date one and an expired-by-date quote', async () => {
    const statuses = await rows<{ status: string }>(
      t.db,
      sql`select distinct i.status from invoices i
      join tenants t on t.id = i.tenant_id where t.slug = 'default' order by 1`,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual(
      ['draft', 'sent', 'paid', 'overdue', 'cancelled'].sort(),
    );
    const late = await rows(
      t.db,
      sql`select id from invoices where status = 'sent' and due_date < current_date`,
    );
    expect(late.length).toBeGreaterThan(0);
    const lapsed = await rows(t.db, sql`select id from quotes where status = 'sent' and valid_until < now()`);
    expect(lapsed.length).toBeGreaterThan(0);
    const converted = await rows(
      t.db,
      sql`select q.id from quotes q join invoices i on i.tenant_id = q.tenant_id
      and i.id = q.converted_invoice_id and i.quote_id = q.id`,
    );
    expect(converted.length).toBeGreaterThan(0);
  });

  it('switches on every automation with its own words, and no text has gone to a provider', async () => {
    const settings = await rows<{ automations: Record<string, { enabled: boolean; template: string }> }>(
      t.db,
      sql`select automations from messaging_settings`,
    );
    expect(settings).toHaveLength(2);
    for (const { automations } of settings) {
      expect(Object.keys(automations).sort()).toEqual(
        [
          'appointment_confirmation',
          'appointment_reminder',
          'invoice_follow_up',
          'job_completed',
          'on_my_way',
          'quote_follow_up',
          'review_request',
        ].sort(),
      );
      for (const automation of Object.values(automations)) expect(automation.enabled).toBe(true);
    }
    // Nothing reached a provider: the demo's texts are captured, received, or waiting for their time (the
    // visits' reminders), which the demo server captures too (demo-env.ts drops a server-wide Twilio account).
    const statuses = await rows<{ status: string }>(
      t.db,
      sql`select distinct status::text from sms_messages`,
    );
    for (const { status } of statuses)
      expect(['captured', 'received', 'queued', 'cancelled']).toContain(status);
  });

  it('sets the number counters to the highest number used', async () => {
    const bad = await rows(
      t.db,
      sql`
      select n.kind from number_counters n where n.value <> (
        select max(split_part(num, '-', 3)::int) from (
          select tenant_id, 'quote' as kind, quote_number as num from quotes
          union all select tenant_id, 'invoice', invoice_number from invoices
          union all select tenant_id, 'purchase_order', po_number from purchase_orders
          union all select tenant_id, 'service_agreement', contract_number from service_agreements
          union all select tenant_id, 'service_job', job_number from service_jobs) x
        where x.tenant_id = n.tenant_id and x.kind = n.kind and split_part(num, '-', 2)::int = n.year)`,
    );
    expect(bad).toEqual([]);
    const [{ n }] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from number_counters`);
    expect(n).toBeGreaterThanOrEqual(10);
  });

  it('writes readable recent activity pointing at real records', async () => {
    const owner = accounts.find((a) => a.role === 'owner')!;
    const login = await t.request(null, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const res = await t.request(null, 'GET', '/api/dashboard/activity', {
      tenant: 'default',
      query: { limit: 50 },
      headers: { cookie },
    });
    const entries: Array<{ summary: string; createdAt: string }> = res.json();
    expect(entries.length).toBeGreaterThanOrEqual(18);
    expect(entries.some((e) => /^Invoice INV-\d{4}-\d{4} marked paid$/.test(e.summary))).toBe(true);
    expect(entries.some((e) => e.summary === 'Client Maria Lopez created')).toBe(true);
    expect(entries.every((e) => new Date(e.createdAt).getTime() <= Date.now())).toBe(true);
  });

  it('is deterministic: a second fresh database gets the same clients, documents and stock', async () => {
    const other = await openTestDatabase();
    try {
      await seedDemoData(other);
      const [first, second] = [await fingerprint(t.db), await fingerprint(other)];
      expect(first.filter((r) => r.kind === 'client').length).toBe(54);
      expect(second).toEqual(first);
    } finally {
      await other.close();
    }
  }, 120_000);
});
