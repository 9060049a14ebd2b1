import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVENUE_BREAKDOWNS } from '@tradeworks/contracts/revenue-breakdown';
import { TestContext, type TestUser } from '../../test/test-context';
import { createClientVia } from '../clients/clients.test-support';
import { agreementBody, createAgreement } from '../service-agreements/agreements.test-support';
import { at, ledgerRow, setZone, type ReportsWorld } from './reports.test-support';

/**
 * Revenue broken down (issue 29) on a tenant on America/Chicago: by technician, service category, lead source and
 * agreement vs one-off, net of refunds with tax apart, each breakdown adding up to the revenue report's totals.
 */
let t: TestContext;
let w: ReportsWorld;
let member: TestUser;
let techName = '';

const FROM = '2026-01-01';
const TO = '2026-01-31';

async function post(url: string, body: Record<string, unknown>) {
  const res = await t.request(w.owner, 'POST', url, { tenant: w.tenant, body });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

async function sql_(query: ReturnType<typeof sql>) {
  return t.db.platform((tx) => tx.execute(query));
}

async function invoiceAt(clientId: string, lineItems: unknown[], sentAt: Date) {
  const invoice = await post('/api/invoices', {
    clientId,
    clientName: 'ignored',
    lineItems,
    taxRate: '0.1',
    dueDate: '2026-02-28',
    status: 'sent',
  });
  await sql_(sql`update invoices set sent_at = ${sentAt.toISOString()}::timestamptz,
    created_at = ${sentAt.toISOString()}::timestamptz where id = ${invoice.id}`);
  return invoice as { id: string; total: string };
}

beforeAll(async () => {
  t = await TestContext.create();
  const tenant = await t.tenant({ name: 'Breakdown Co' });
  w = { t, tenant, owner: await t.user({ tenant, role: 'owner' }) };
  member = await t.user({ tenant, role: 'member' });
  await setZone(w);
  const google = await createClientVia(t, w.owner, tenant, { email: 'g@example.com', leadSource: 'Google' });
  const walkIn = await createClientVia(t, w.owner, tenant, { email: 'w@example.com' });
  const repair = await post('/api/services', {
    service: { name: 'Compressor repair', serviceType: 'simple', basePrice: '600.00', category: 'Repair' },
    lineItems: [],
  });
  const tuneUp = await post('/api/services', {
    service: { name: 'Tune-up', serviceType: 'simple', basePrice: '100.00', category: 'Maintenance' },
    lineItems: [],
  });
  const technician = await post('/api/technicians', { name: 'Dana Breakdown' });
  techName = technician.name;
  // A: Google's, made from Dana's job: 600 repair + 100 tune-up + 33.33 custom; paid, then 73.33 refunded.
  const a = await invoiceAt(
    google.id,
    [
      { itemType: 'service', serviceId: repair.id, description: 'Repair', quantity: 1, rate: '600.00' },
      { itemType: 'service', serviceId: tuneUp.id, description: 'Tune-up', quantity: 1, rate: '100.00' },
      { itemType: 'custom', description: 'Sundries', quantity: 1, rate: '33.33' },
    ],
    at('2026-01-10'),
  );
  const job = await post('/api/service-jobs', {
    clientId: google.id,
    serviceType: 'Repair',
    scheduledDate: at('2026-01-09').toISOString(),
  });
  await sql_(sql`update service_jobs set invoice_id = ${a.id}, technician_id = ${technician.id}
    where id = ${job.id}`);
  const paid = await ledgerRow(w, {
    invoiceId: a.id,
    clientId: google.id,
    amount: a.total,
    paidAt: at('2026-01-15'),
  });
  await ledgerRow(w, {
    invoiceId: a.id,
    clientId: google.id,
    amount: '73.33',
    paidAt: at('2026-01-20'),
    refundOf: paid,
  });
  // B: the walk-in's agreement billing, sent on 31 Jan at 22:00 Chicago (already February in UTC).
  const b = await invoiceAt(
    walkIn.id,
    [{ itemType: 'custom', description: 'Plan', quantity: 1, rate: '120.00' }],
    at('2026-01-31', '22:00'),
  );
  const agreement = await createAgreement(t, w.owner, tenant, agreementBody(walkIn.id));
  await sql_(sql`insert into service_agreement_invoices (tenant_id, id, agreement_id, invoice_id, period_start,
    period_end, amount) values (${tenant.id}, gen_random_uuid(), ${agreement.id}, ${b.id}, '2026-01-01',
    '2026-01-31', '120.00')`);
  await ledgerRow(w, {
    invoiceId: b.id,
    clientId: walkIn.id,
    amount: '50.00',
    paidAt: at('2026-01-31', '23:00'),
  });
  // A deposit on no invoice, and an invoice sent in February: in no January group.
  await sql_(sql`insert into payments (tenant_id, id, client_id, client_name, amount, method, status, paid_at)
    values (${tenant.id}, gen_random_uuid(), ${walkIn.id}, 'ledger', '25.00', 'check', 'completed',
      ${at('2026-01-25').toISOString()}::timestamptz)`);
  await invoiceAt(
    walkIn.id,
    [{ itemType: 'custom', description: 'Later', quantity: 1, rate: '999.00' }],
    at('2026-02-01'),
  );
});
afterAll(() => t.close());

const breakdown = (by: string, user = w.owner) =>
  t.request(user, 'GET', `/api/reports/revenue/breakdown?from=${FROM}&to=${TO}&by=${by}`, {
    tenant: w.tenant,
  });

type Group = {
  label: string;
  invoicedSubtotal: string;
  invoicedTax: string;
  collected: string;
  invoiceCount: number;
};
const brief = (groups: Group[]) =>
  groups.map((g) => [g.label, g.invoiceCount, g.invoicedSubtotal, g.invoicedTax, g.collected]);

describe('GET /api/reports/revenue/breakdown', () => {
  it.each(REVENUE_BREAKDOWNS)('by %s: the groups add up to the revenue report’s totals', async (by) => {
    const res = await breakdown(by);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    const revenue = (
      await t.request(w.owner, 'GET', `/api/reports/revenue?from=${FROM}&to=${TO}&groupBy=month`, {
        tenant: w.tenant,
      })
    ).json();
    expect(report.totals).toEqual({
      invoicedSubtotal: revenue.totals.invoicedSubtotal,
      invoicedTax: revenue.totals.invoicedTax,
      payments: revenue.totals.payments,
      refunds: revenue.totals.refunds,
      collected: revenue.totals.collected,
    });
    const cents = (key: keyof Group) =>
      report.groups.reduce((sum: number, g: Group) => sum + Math.round(Number(g[key]) * 100), 0);
    expect(cents('invoicedSubtotal')).toBe(Math.round(Number(revenue.totals.invoicedSubtotal) * 100));
    expect(cents('collected')).toBe(Math.round(Number(revenue.totals.collected) * 100));
  });

  it('by technician, lead source and agreement: net of refunds, tax apart', async () => {
    // A: 733.33 + 73.33 tax = 806.66, collected 806.66 − 73.33; B: 120 + 12 tax, 50 collected; deposit 25.
    expect(brief((await breakdown('technician')).json().groups)).toEqual([
      [techName, 1, '733.33', '73.33', '733.33'],
      ['No technician', 1, '120.00', '12.00', '75.00'],
    ]);
    expect(brief((await breakdown('leadSource')).json().groups)).toEqual([
      ['Google', 1, '733.33', '73.33', '733.33'],
      ['No lead source', 1, '120.00', '12.00', '75.00'],
    ]);
    expect(brief((await breakdown('agreement')).json().groups)).toEqual([
      ['One-off', 1, '733.33', '73.33', '758.33'],
      ['Agreement', 1, '120.00', '12.00', '50.00'],
    ]);
  });

  it('by category: an invoice and its payments split by its lines, to the cent', async () => {
    const groups = (await breakdown('category')).json().groups;
    // A's 733.33 of lines: Repair 600, Maintenance 100, none 33.33 (+ B's 120); each share of tax and money.
    expect(brief(groups)).toEqual([
      ['Repair', 1, '600.00', '60.00', '600.00'],
      ['No category', 2, '153.33', '15.33', '108.33'],
      ['Maintenance', 1, '100.00', '10.00', '100.00'],
    ]);
  });

  it('exports CSV, refuses an unknown breakdown and members', async () => {
    const csv = await t.request(
      w.owner,
      'GET',
      `/api/reports/revenue/breakdown.csv?from=${FROM}&to=${TO}&by=leadSource`,
      { tenant: w.tenant },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toEqual([
      'Lead source,Invoices,Invoiced before tax,Tax invoiced,Payments,Refunds,Collected',
      'Google,1,733.33,73.33,806.66,73.33,733.33',
      'No lead source,1,120.00,12.00,75.00,0.00,75.00',
      'Total,,853.33,85.33,881.66,73.33,808.33',
    ]);
    const bad = await breakdown('planet');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Break down by technician, category, lead source or agreement');
    expect((await breakdown('technician', member)).statusCode).toBe(403);
  });
});
