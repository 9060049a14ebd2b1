/**
 * tsx bench/reports-explain.ts — EXPLAIN (ANALYZE, BUFFERS) of the reports' statements at issue 29's size, on
 * PostgreSQL (DATABASE_URL): one tenant with 20,000 clients, 300,000 invoices sent over two years and 1,000,000
 * ledger rows (payments, every 20th completed one partly refunded), 6% of invoices still owing; amount paid and
 * status set from the ledger as the payments module keeps them. Runs the repositories' own statements (their
 * `execute` is wrapped to prefix EXPLAIN) and prints each plan with its time. Reuses the tenant when seeded.
 * Job costing: 50 technicians with two cost rates each, 200,000 jobs completed over two years, each with one
 * on-the-job timesheet entry (every 4th job none: start → complete), every 3rd with a part used.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type TenantScope } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { dayBounds, localDate } from '../apps/api/src/platform/tenant-clock';
import { insertTenant } from '../apps/api/src/super-admin/tenants/tenants.repository';
import { agingByClient, agingInvoices } from '../apps/api/src/modules/reports/aging.repository';
import { jobCostingRows, jobCostingTotals } from '../apps/api/src/modules/reports/job-costing.repository';
import { revenueByPeriod } from '../apps/api/src/modules/reports/revenue.repository';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: a PostgreSQL server (scripts/test-postgres.sh start)');
const INVOICES = 300_000;
const PAYMENTS = 1_000_000;
const ZONE = 'America/Chicago';
const db = await openDatabase({ databaseUrl: url });
await runMigrations(db);

const found = await db.platform((tx) =>
  tx.query.tenants.findFirst({ where: (t, { eq }) => eq(t.slug, 'reports') }),
);
const tenant =
  found ?? (await db.platform((tx) => insertTenant(tx, { name: 'Reports HVAC', slug: 'reports' })));
if (!found) {
  const started = Date.now();
  await db.tenant({ tenantId: tenant.id, userId: null }, async ({ tx }) => {
    await tx.execute(sql`insert into general_settings (tenant_id, id, setting_key, setting_value)
      values (${tenant.id}, gen_random_uuid(), 'timezone', ${ZONE})`);
    await tx.execute(sql`insert into clients (tenant_id, id, name, email)
      select ${tenant.id}, gen_random_uuid(), 'Client ' || g, 'client' || g || '@example.com'
      from generate_series(1, 20000) g`);
    await tx.execute(sql`
      with c as (select id, name, row_number() over (order by id) as rn from clients where tenant_id = ${tenant.id})
      insert into invoices (tenant_id, id, invoice_number, client_id, client_name, status, subtotal, tax_rate,
        tax_amount, total, due_date, sent_at, created_at)
      select ${tenant.id}, gen_random_uuid(), 'INV-R' || lpad(g::text, 7, '0'), c.id, c.name, 'sent',
        s.sub, 0.08, round(s.sub * 0.08, 2), s.sub + round(s.sub * 0.08, 2), (v.at + interval '30 days')::date, v.at, v.at
      from generate_series(1, ${INVOICES}) g
        join c on c.rn = 1 + g % 20000,
        lateral (select round((80 + (g % 2311) * 1.13)::numeric, 2) as sub) s,
        lateral (select now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute' as at) v`);
    // Payments: three per invoice on average, each a third of its total, after it was sent; 6% of invoices
    // (g % 50 < 3) get one payment only and stay owing.
    await tx.execute(sql`
      with inv as (select id, invoice_number, client_id, client_name, total, sent_at,
                          row_number() over (order by invoice_number) as rn
                   from invoices where tenant_id = ${tenant.id})
      insert into payments (tenant_id, id, invoice_id, invoice_number, client_id, client_name, amount, method,
        status, paid_at, created_at)
      select ${tenant.id}, gen_random_uuid(), inv.id, inv.invoice_number, inv.client_id, inv.client_name,
        round(inv.total / 3, 2) + case when k = 3 then inv.total - 3 * round(inv.total / 3, 2) else 0 end,
        (array['cash', 'check', 'ach', 'card'])[1 + (inv.rn % 4)::int]::payment_method, 'completed',
        least(now(), inv.sent_at + k * interval '9 days'), least(now(), inv.sent_at + k * interval '9 days')
      from inv cross join generate_series(1, 3) k
      where k = 1 or inv.rn % 50 >= 3
      limit ${PAYMENTS}`);
    await tx.execute(sql`
      insert into payments (tenant_id, id, invoice_id, invoice_number, client_id, client_name, amount, method,
        status, paid_at, refund_of_id, created_at)
      select tenant_id, gen_random_uuid(), invoice_id, invoice_number, client_id, client_name, round(amount / 4, 2),
        method, 'refunded', least(now(), paid_at + interval '2 days'), id, least(now(), paid_at + interval '2 days')
      from payments where tenant_id = ${tenant.id} and refund_of_id is null and abs(hashtext(id::text)) % 20 = 0`);
    await tx.execute(sql`
      with ledger as (
        select invoice_id, sum(case when refund_of_id is null then amount else -amount end) as paid
        from payments where tenant_id = ${tenant.id} group by invoice_id)
      update invoices i set amount_paid = l.paid,
        status = case when l.paid >= i.total then 'paid'::invoice_status else 'sent'::invoice_status end
      from ledger l where i.tenant_id = ${tenant.id} and i.id = l.invoice_id`);
  });
  await db.owner.execute(sql`analyze invoices`);
  await db.owner.execute(sql`analyze payments`);
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const JOBS = 200_000;
const hasJobs = await db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
  tx.execute<{ n: number }>(sql`select count(*)::int as n from service_jobs`),
);
if (hasJobs.rows[0]!.n === 0) {
  const started = Date.now();
  await db.tenant({ tenantId: tenant.id, userId: null }, async ({ tx }) => {
    await tx.execute(sql`insert into technicians (tenant_id, id, name)
      select ${tenant.id}, gen_random_uuid(), 'Tech ' || g from generate_series(1, 50) g`);
    await tx.execute(sql`insert into technician_cost_rates (tenant_id, id, technician_id, hourly_rate, effective_from)
      select tenant_id, gen_random_uuid(), id, r.rate, (now() - r.back)::date from technicians,
        (values (38.00, interval '800 days'), (45.00, interval '200 days')) r(rate, back)
      where tenant_id = ${tenant.id}`);
    await tx.execute(sql`insert into inventory_items (tenant_id, id, name, cost, current_stock)
      select ${tenant.id}, gen_random_uuid(), 'Part ' || g, 5 + g, 100000 from generate_series(1, 200) g`);
    await tx.execute(sql`
      with c as (select id, name, row_number() over (order by id) as rn from clients where tenant_id = ${tenant.id}),
        t as (select id, row_number() over (order by id) as rn from technicians where tenant_id = ${tenant.id})
      insert into service_jobs (tenant_id, id, job_number, client_id, client_name, service_type, status,
        technician_id, scheduled_date, started_at, completed_at, created_at)
      select ${tenant.id}, gen_random_uuid(), 'JOB-R' || lpad(g::text, 7, '0'), c.id, c.name,
        (array['Tune-Up', 'Repair', 'Install', 'Inspection'])[1 + g % 4], 'completed', t.id, v.at, v.at,
        v.at + (60 + g % 180) * interval '1 minute', v.at
      from generate_series(1, ${JOBS}) g
        join c on c.rn = 1 + g % 20000
        join t on t.rn = 1 + g % 50,
        lateral (select now() - (g % 730) * interval '1 day' - (g % 600) * interval '1 minute' as at) v`);
    await tx.execute(sql`insert into time_entries (tenant_id, id, technician_id, kind, job_id, started_at, ended_at)
      select tenant_id, gen_random_uuid(), technician_id, 'on_job', id, started_at, completed_at
      from service_jobs where tenant_id = ${tenant.id} and abs(hashtext(id::text)) % 4 <> 0`);
    await tx.execute(sql`
      with p as (select id, cost, row_number() over (order by id) as rn from inventory_items where tenant_id = ${tenant.id})
      insert into stock_movements (tenant_id, id, inventory_id, kind, quantity_change, stock_before, stock_after,
        job_id, unit_cost, created_at)
      select j.tenant_id, gen_random_uuid(), p.id, 'usage', -2, 100, 98, j.id, p.cost, j.completed_at
      from service_jobs j join p on p.rn = 1 + abs(hashtext(j.id::text)) % 200
      where j.tenant_id = ${tenant.id} and abs(hashtext(j.id::text)) % 3 = 0`);
  });
  for (const table of ['service_jobs', 'time_entries', 'stock_movements', 'technician_cost_rates'])
    await db.owner.execute(sql.raw(`analyze ${table}`));
  console.log(`jobs seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const counts = await db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
  tx.execute<{ invoices: number; open: number; ledger: number }>(sql`select
    (select count(*)::int from invoices) as invoices,
    (select count(*)::int from invoices where status = 'sent' and amount_paid < total) as open,
    (select count(*)::int from payments) as ledger`),
);
console.log(counts.rows[0]);

/** The plan of the last statement explained (a repository may return only part of what execute gave it). */
let plan: Array<Record<string, string>> = [];

/** The scope whose statements are explained instead of answered. */
const explaining = (scope: TenantScope): TenantScope => ({
  ...scope,
  timeZone: ZONE,
  tx: new Proxy(scope.tx, {
    get: (target, key) =>
      key === 'execute'
        ? async (query: SQL) => {
            const result = await target.execute<Record<string, string>>(
              sql`explain (analyze, buffers) ${query}`,
            );
            plan = result.rows;
            return result;
          }
        : Reflect.get(target, key),
  }),
});

const today = localDate(new Date(), ZONE);
const ago = (days: number) => localDate(new Date(Date.now() - days * 86_400_000), ZONE);
const cases: Array<[string, (s: TenantScope) => Promise<unknown[]>]> = [
  [
    'aging today, first page',
    (s) =>
      agingByClient(
        s,
        { asOf: today, endAt: dayBounds(today, ZONE).end, zone: ZONE },
        { limit: 25, offset: 0 },
      ),
  ],
  [
    'aging 90 days ago, first page',
    (s) =>
      agingByClient(
        s,
        { asOf: ago(90), endAt: dayBounds(ago(90), ZONE).end, zone: ZONE },
        { limit: 25, offset: 0 },
      ),
  ],
  [
    'aging CSV today (every open invoice)',
    (s) => agingInvoices(s, { asOf: today, endAt: dayBounds(today, ZONE).end, zone: ZONE }),
  ],
  [
    'revenue 12 months by month',
    (s) =>
      revenueByPeriod(s, {
        from: ago(365),
        to: today,
        startAt: dayBounds(ago(365), ZONE).start,
        endAt: dayBounds(today, ZONE).end,
        zone: ZONE,
        groupBy: 'month',
      }),
  ],
  [
    'revenue 31 days by day',
    (s) =>
      revenueByPeriod(s, {
        from: ago(30),
        to: today,
        startAt: dayBounds(ago(30), ZONE).start,
        endAt: dayBounds(today, ZONE).end,
        zone: ZONE,
        groupBy: 'day',
      }),
  ],
  ...(['margin', 'completedOn'] as const).map((sort): [string, (s: TenantScope) => Promise<unknown[]>] => [
    `job costing 31 days by ${sort}, first page`,
    (s) =>
      jobCostingRows(
        s,
        ZONE,
        { startAt: dayBounds(ago(30), ZONE).start, endAt: dayBounds(today, ZONE).end },
        { sort, direction: 'asc', limit: 25, offset: 0 },
      ),
  ]),
  [
    'job costing 31 days, totals',
    async (s) => [
      await jobCostingTotals(s, ZONE, {
        startAt: dayBounds(ago(30), ZONE).start,
        endAt: dayBounds(today, ZONE).end,
      }),
    ],
  ],
  [
    'job costing 12 months, totals',
    async (s) => [
      await jobCostingTotals(s, ZONE, {
        startAt: dayBounds(ago(365), ZONE).start,
        endAt: dayBounds(today, ZONE).end,
      }),
    ],
  ],
];
for (const [name, run] of cases.filter(([n]) => !process.env.ONLY || n.startsWith(process.env.ONLY))) {
  for (let i = 0; i < 2; i++) {
    await db.tenant({ tenantId: tenant.id, userId: null }, async (scope) => {
      // JIT=off: compare without PostgreSQL's JIT, which these statements' estimated cost switches on.
      if (process.env.JIT === 'off') await scope.tx.execute(sql`set local jit = off`);
      return run(explaining(scope));
    });
    const lines = plan.map((r) => r['QUERY PLAN']!);
    if (i === 1) {
      console.log(`\n=== ${name}: ${lines.find((l) => l.startsWith('Execution Time'))}`);
      if (process.env.PLANS) console.log(lines.join('\n'));
    }
  }
}
await db.close();
