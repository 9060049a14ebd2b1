import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToString, toCents } from '@tradeworks/contracts/money';
import type { TaxLine } from '@tradeworks/contracts/tax-lines';
import { TestContext, type TestUser } from '../../test/test-context';
import { createClientVia } from '../clients/clients.test-support';
import { createGroup, createRate } from '../tax/tax.test-support';
import { at, ledgerRow, setZone, type ReportsWorld } from './reports.test-support';

/**
 * The sales tax report (issue 29) on a tenant on America/Chicago, checked against the invoices' stored tax lines:
 * a group of two components (state and county), a line not taxable, a tax-exempt client, a draft and a cancelled
 * invoice left out, and an invoice sent on the evening of 31 January (already February in UTC) in January.
 */
let t: TestContext;
let w: ReportsWorld;
let member: TestUser;

async function invoiceAt(
  body: Record<string, unknown>,
  sentAt: Date,
  status: 'sent' | 'draft' | 'cancelled' = 'sent',
): Promise<{ id: string; total: string }> {
  const res = await t.request(w.owner, 'POST', '/api/invoices', {
    tenant: w.tenant,
    body: {
      clientName: 'ignored',
      dueDate: '2026-03-31',
      status: status === 'draft' ? 'draft' : 'sent',
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`invoice: ${res.statusCode} ${res.body}`);
  const invoice = res.json();
  await t.db.platform((tx) =>
    tx.execute(sql`update invoices set status = ${status}, created_at = ${sentAt.toISOString()}::timestamptz,
      sent_at = ${status === 'draft' ? null : sentAt.toISOString()}::timestamptz where id = ${invoice.id}`),
  );
  return invoice;
}

const line = (rate: string, taxable = true) => ({
  itemType: 'custom',
  description: 'Work',
  quantity: 1,
  rate,
  taxable,
});

beforeAll(async () => {
  t = await TestContext.create();
  const tenant = await t.tenant({ name: 'Sales Tax Co' });
  w = { t, tenant, owner: await t.user({ tenant, role: 'owner' }) };
  member = await t.user({ tenant, role: 'member' });
  await setZone(w);
  const state = await createRate(t, w.owner, tenant, { name: 'State', rate: '0.0625', jurisdiction: 'IL' });
  const county = await createRate(t, w.owner, tenant, {
    name: 'County',
    rate: '0.0175',
    jurisdiction: 'Cook',
  });
  const group = await createGroup(t, w.owner, tenant, { name: 'Chicago', rateIds: [state.id, county.id] });
  const client = await createClientVia(t, w.owner, tenant, { email: 'taxed@example.com' });
  const exempt = await createClientVia(t, w.owner, tenant, {
    email: 'exempt@example.com',
    taxExempt: true,
    taxExemptCertificate: 'EX-9',
    taxExemptUntil: '2999-12-31',
  });
  // January: 1,000 taxable + 200 not taxable under the group; an exempt client's 500; a single-rate 300
  // sent on 31 Jan at 21:30 Chicago (03:30 UTC on 1 Feb).
  const grouped = await invoiceAt(
    { clientId: client.id, taxGroupId: group.id, lineItems: [line('1000.00'), line('200.00', false)] },
    at('2026-01-10'),
  );
  await invoiceAt({ clientId: exempt.id, taxRate: '0.08', lineItems: [line('500.00')] }, at('2026-01-12'));
  await invoiceAt(
    { clientId: client.id, taxRate: '0.05', lineItems: [line('300.00')] },
    at('2026-01-31', '21:30'),
  );
  // Never counted: a draft and a cancelled invoice in January.
  await invoiceAt(
    { clientId: client.id, taxRate: '0.05', lineItems: [line('900.00')] },
    at('2026-01-20'),
    'draft',
  );
  await invoiceAt(
    { clientId: client.id, taxGroupId: group.id, lineItems: [line('700.00')] },
    at('2026-01-21'),
    'cancelled',
  );
  // February: the group invoice (total 1,280.00) paid half, then in full, then 128.00 of it refunded.
  const pay = (amount: string, paidAt: Date, refundOf?: string) =>
    ledgerRow(w, { invoiceId: grouped.id, clientId: client.id, amount, paidAt, refundOf });
  await pay('640.00', at('2026-02-02'));
  const rest = await pay('640.00', at('2026-02-10'));
  await pay('128.00', at('2026-02-20'), rest);
});
afterAll(() => t.close());

const report = (query: string, user = w.owner) =>
  t.request(user, 'GET', `/api/reports/sales-tax?${query}`, { tenant: w.tenant });

/** The tax lines of the invoices sent on the local days [from, to] that were not drafts or cancelled. */
async function storedTaxLines(from: string, to: string): Promise<TaxLine[]> {
  const { rows } = await t.db.platform((tx) =>
    tx.execute<{ tax_lines: TaxLine[] }>(sql`select tax_lines from invoices where tenant_id = ${w.tenant.id}
      and status in ('sent', 'paid', 'overdue') and sent_at >= ${at(from, '00:00').toISOString()}::timestamptz
      and sent_at < ${at(to, '23:59').toISOString()}::timestamptz + interval '1 minute'`),
  );
  return rows.flatMap((r) => r.tax_lines);
}

describe('GET /api/reports/sales-tax', () => {
  it('accrual: per component on the invoice date, the exempt client’s sales untaxed, drafts and cancelled out', async () => {
    const res = await report('from=2026-01-01&to=2026-01-31');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.basis).toBe('accrual');
    expect(body.rates).toEqual([
      expect.objectContaining({
        name: 'County',
        jurisdiction: 'Cook',
        rate: '0.0175',
        invoiceCount: 1,
        taxableSales: '1000.00',
        nonTaxableSales: '200.00',
        taxCollected: '17.50',
      }),
      expect.objectContaining({
        name: 'State',
        jurisdiction: 'IL',
        rate: '0.0625',
        taxableSales: '1000.00',
        nonTaxableSales: '200.00',
        taxCollected: '62.50',
      }),
      expect.objectContaining({
        rateId: null,
        name: 'Tax',
        jurisdiction: null,
        rate: '0.0500',
        invoiceCount: 1,
        taxableSales: '300.00',
        nonTaxableSales: '0.00',
        taxCollected: '15.00',
      }),
    ]);
    expect(body.untaxed).toEqual({ invoiceCount: 1, sales: '500.00' });
    expect(body.totals).toEqual({
      invoiceCount: 3,
      sales: '2000.00',
      taxableSales: '1300.00',
      nonTaxableSales: '700.00',
      taxCollected: '95.00',
    });
  });

  it.each([
    ['2026-01-01', '2026-01-31'],
    ['2026-01-01', '2026-01-30'],
    ['2026-02-01', '2026-02-28'],
  ])('reconciles %s – %s to the tax lines stored on the invoices of the period', async (from, to) => {
    const body = (await report(`from=${from}&to=${to}`)).json();
    const lines = await storedTaxLines(from, to);
    const sum = (xs: TaxLine[]) => centsToString(xs.reduce((acc, l) => acc + toCents(l.amount), 0n));
    expect(body.totals.taxCollected).toBe(sum(lines));
    for (const row of body.rates) {
      expect(row.taxCollected).toBe(sum(lines.filter((l) => l.name === row.name && l.rate === row.rate)));
    }
  });

  it('cash: each payment less refunds carries its share of the invoice’s sales and tax', async () => {
    const jan = (await report('from=2026-01-01&to=2026-01-31&basis=cash')).json();
    expect(jan.rates).toEqual([]);
    expect(jan.totals).toMatchObject({ invoiceCount: 0, sales: '0.00', taxCollected: '0.00' });
    const feb = (await report('from=2026-02-01&to=2026-02-28&basis=cash')).json();
    // 1,280 − 128 collected of 1,280: nine tenths of 1,200 sales and of 17.50 and 62.50 tax.
    expect(feb.rates).toEqual([
      expect.objectContaining({
        name: 'County',
        taxableSales: '900.00',
        nonTaxableSales: '180.00',
        taxCollected: '15.75',
      }),
      expect.objectContaining({
        name: 'State',
        taxableSales: '900.00',
        nonTaxableSales: '180.00',
        taxCollected: '56.25',
      }),
    ]);
    expect(feb.totals).toEqual({
      invoiceCount: 1,
      sales: '1080.00',
      taxableSales: '900.00',
      nonTaxableSales: '180.00',
      taxCollected: '72.00',
    });
    // Half paid in the first week: half of everything.
    const week = (await report('from=2026-02-01&to=2026-02-07&basis=cash')).json();
    expect(week.totals.taxCollected).toBe('40.00');
  });

  it('exports CSV with a No tax line and a Total line', async () => {
    const res = await t.request(w.owner, 'GET', '/api/reports/sales-tax.csv?from=2026-01-01&to=2026-01-31', {
      tenant: w.tenant,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('sales-tax-2026-01-01-to-2026-01-31-accrual.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines).toEqual([
      'Jurisdiction,Tax,Rate %,Invoices,Taxable sales,Non-taxable sales,Tax collected',
      'Cook,County,1.75,1,1000.00,200.00,17.50',
      'IL,State,6.25,1,1000.00,200.00,62.50',
      ',Tax,5.00,1,300.00,0.00,15.00',
      ',No tax,,1,0.00,500.00,0.00',
      'Total,,,3,1300.00,700.00,95.00',
    ]);
  });

  it('refuses a reversed period, an unknown basis, and members', async () => {
    const reversed = await report('from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The period must end on or after its start');
    const basis = await report('from=2026-01-01&to=2026-01-31&basis=invoice');
    expect(basis.statusCode).toBe(400);
    expect(basis.json().message).toBe('Choose accrual (invoice date) or cash (payment date)');
    expect((await report('from=2026-01-01&to=2026-01-31', member)).statusCode).toBe(403);
  });
});
