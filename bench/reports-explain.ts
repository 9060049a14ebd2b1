/**
 * tsx bench/reports-explain.ts — EXPLAIN (ANALYZE, BUFFERS) of the reports' statements at issue 29's size, on
 * PostgreSQL (DATABASE_URL): one tenant with 20,000 clients, 300,000 invoices sent over two years and 1,000,000
 * ledger rows (payments, every 20th completed one partly refunded), 6% of invoices still owing; amount paid and
 * status set from the ledger as the payments module keeps them. Runs the repositories' own statements (their
 * `execute` is wrapped to prefix EXPLAIN) and prints each plan with its time. Reuses the tenant when seeded.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type TenantScope } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { dayBounds, localDate } from '../apps/api/src/platform/tenant-clock';
import { insertTenant } from '../apps/api/src/super-admin/tenants/tenants.repository';
import { agingByClient, agingInvoices } from '../apps/api/src/modules/reports/aging.repository';
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

const counts = await db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
  tx.execute<{ invoices: number; open: number; ledger: number }>(sql`select
    (select count(*)::int from invoices) as invoices,
    (select count(*)::int from invoices where status = 'sent' and amount_paid < total) as open,
    (select count(*)::int from payments) as ledger`),
);
console.log(counts.rows[0]);

/** The scope whose statements are explained instead of answered. */
const explaining = (scope: TenantScope): TenantScope => ({
  ...scope,
  timeZone: ZONE,
  tx: new Proxy(scope.tx, {
    get: (target, key) =>
      key === 'execute'
        ? (query: SQL) => target.execute(sql`explain (analyze, buffers) ${query}`)
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
];
for (const [name, run] of cases.filter(([n]) => !process.env.ONLY || n.startsWith(process.env.ONLY))) {
  for (let i = 0; i < 2; i++) {
    const rows = (await db.tenant({ tenantId: tenant.id, userId: null }, async (scope) => {
      // JIT=off: compare without PostgreSQL's JIT, which these statements' estimated cost switches on.
      if (process.env.JIT === 'off') await scope.tx.execute(sql`set local jit = off`);
      return run(explaining(scope));
    })) as Array<Record<string, string>>;
    const lines = rows.map((r) => r['QUERY PLAN']);
    if (i === 1) {
      console.log(`\n=== ${name}: ${lines.find((l) => l.startsWith('Execution Time'))}`);
      if (process.env.PLANS) console.log(lines.join('\n'));
    }
  }
}
await db.close();
