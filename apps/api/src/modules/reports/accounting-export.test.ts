import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTING_MESSAGES,
  QUICKBOOKS_INVOICE_COLUMNS,
  QUICKBOOKS_PAYMENT_COLUMNS,
  XERO_INVOICE_COLUMNS,
  XERO_PAYMENT_COLUMNS,
} from '@tradeworks/contracts/accounting-export';
import { centsToString, toCents } from '@tradeworks/contracts/money';
import { TestContext, type TestUser } from '../../test/test-context';
import { threeComponentGroup } from '../tax/tax.test-support';
import { lineTaxes } from './accounting-export.service';
import { at, clientNamed, ledgerRow, setZone, type ReportsWorld } from './reports.test-support';

/**
 * The accountant export on a tenant on America/Chicago: January 2026's invoices (one with a tax group, one with
 * an untaxed line, one sent on the last evening of January — already February in UTC) and its ledger (a
 * part payment, a refund), parsed back and reconciled with Reports → Revenue for the same period.
 */
let t: TestContext;
let w: ReportsWorld;
let manager: TestUser;
let member: TestUser;
const FROM = '2026-01-01';
const TO = '2026-01-31';
const numbers: Record<string, string> = {};
let groupedTax = '';

async function invoiceAt(
  key: string,
  sentAt: Date | null,
  body: Record<string, unknown>,
  status: 'sent' | 'draft' | 'cancelled' = 'sent',
) {
  const res = await t.request(w.owner, 'POST', '/api/invoices', {
    tenant: w.tenant,
    body: { clientName: 'ignored', dueDate: '2026-02-28', status: 'draft', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`invoice: ${res.statusCode} ${res.body}`);
  const invoice = res.json();
  await t.db.platform((tx) =>
    tx.execute(sql`update invoices set status = ${status}::invoice_status,
      sent_at = ${sentAt?.toISOString() ?? null}::timestamptz,
      created_at = ${(sentAt ?? at('2026-01-10')).toISOString()}::timestamptz where id = ${invoice.id}`),
  );
  numbers[key] = invoice.invoiceNumber;
  return invoice as { id: string; total: string; taxAmount: string; invoiceNumber: string };
}

beforeAll(async () => {
  t = await TestContext.create();
  const tenant = await t.tenant({ name: 'Ledger Co' });
  w = { t, tenant, owner: await t.user({ tenant, role: 'owner' }) };
  manager = await t.user({ tenant, role: 'manager' });
  member = await t.user({ tenant, role: 'member' });
  await setZone(w);
  const birch = await clientNamed(w, 'Birch', 'Lane');
  // A name a spreadsheet would run as a formula: the export escapes it.
  const formula = await clientNamed(w, '=HYPERLINK("x")', 'Formula');
  const { group } = await threeComponentGroup(t, w.owner, tenant);
  const line = (description: string, rate: string, extra: Record<string, unknown> = {}) => ({
    itemType: 'custom',
    description,
    quantity: '1',
    rate,
    ...extra,
  });
  // Group-taxed (6.25% + 0.5% + 1%), three lines, one of them untaxed.
  const grouped = await invoiceAt('grouped', at('2026-01-05'), {
    clientId: birch.id,
    taxGroupId: group.id,
    lineItems: [
      line('Condenser fan motor', '187.49'),
      line('Labour', '120.00', { quantity: '1.5' }),
      line('Permit fee (untaxed)', '75.00', { taxable: false }),
    ],
  });
  groupedTax = grouped.taxAmount;
  const single = await invoiceAt('single', at('2026-01-31', '21:00'), {
    clientId: formula.id,
    taxRate: '0.0825',
    lineItems: [line('Tune-up', '89.00'), line('Capacitor', '33.33', { quantity: '3' })],
  });
  // Outside the export: sent in February, a draft, a cancelled invoice.
  await invoiceAt('february', at('2026-02-01', '00:30'), {
    clientId: birch.id,
    lineItems: [line('X', '10')],
  });
  await invoiceAt('draft', null, { clientId: birch.id, lineItems: [line('Y', '20')] }, 'draft');
  await invoiceAt(
    'void',
    at('2026-01-12'),
    { clientId: birch.id, lineItems: [line('Z', '30')] },
    'cancelled',
  );
  // Ledger: grouped part-paid, then paid and 25.00 of it refunded; single paid on Jan 31 23:30 local.
  await ledgerRow(w, {
    invoiceId: grouped.id,
    clientId: birch.id,
    amount: '200.00',
    paidAt: at('2026-01-09'),
  });
  const rest = centsToString(toCents(grouped.total) - 20000n);
  const p = await ledgerRow(w, {
    invoiceId: grouped.id,
    clientId: birch.id,
    amount: rest,
    paidAt: at('2026-01-20'),
  });
  await ledgerRow(w, {
    invoiceId: grouped.id,
    clientId: birch.id,
    amount: '25.00',
    paidAt: at('2026-01-22'),
    refundOf: p,
  });
  await ledgerRow(w, {
    invoiceId: single.id,
    clientId: formula.id,
    amount: '50.00',
    paidAt: at('2026-01-31', '23:30'),
  });
  // February money stays out.
  await ledgerRow(w, {
    invoiceId: single.id,
    clientId: formula.id,
    amount: '5.00',
    paidAt: at('2026-02-01', '08:00'),
  });
});
afterAll(() => t.close());

async function download(query: string, user = w.owner) {
  const res = await t.request(user, 'GET', `/api/accounting/export.csv?${query}`, { tenant: w.tenant });
  return res;
}

async function rowsOf(query: string) {
  const res = await download(`${query}&from=${FROM}&to=${TO}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const parsed = Papa.parse<string[]>(res.body.trim(), { skipEmptyLines: true });
  const [header, ...rows] = parsed.data;
  return { header, rows, records: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}

async function revenueTotals() {
  const res = await t.request(w.owner, 'GET', `/api/reports/revenue?from=${FROM}&to=${TO}`, {
    tenant: w.tenant,
  });
  expect(res.statusCode).toBe(200);
  return res.json().totals as {
    invoicedTotal: string;
    invoicedTax: string;
    invoiceCount: number;
    collected: string;
  };
}

const sum = (values: string[]) => centsToString(values.reduce((acc, v) => acc + toCents(v), 0n));

describe('accountant export: invoices', () => {
  it('QuickBooks: one row per line, each invoice adding up to its total, the file to the revenue report', async () => {
    const { header, records } = await rowsOf('format=quickbooks&records=invoices');
    expect(header).toEqual([...QUICKBOOKS_INVOICE_COLUMNS]);
    const report = await revenueTotals();
    expect(new Set(records.map((r) => r.InvoiceNo))).toEqual(new Set([numbers.grouped, numbers.single]));
    expect(report.invoiceCount).toBe(2);
    expect(sum(records.map((r) => r.ItemTaxAmount))).toBe(report.invoicedTax);
    expect(sum(records.flatMap((r) => [r.ItemAmount, r.ItemTaxAmount]))).toBe(report.invoicedTotal);
    const grouped = records.filter((r) => r.InvoiceNo === numbers.grouped);
    expect(
      grouped.map((r) => [r.ItemDescription, r.ItemQuantity, r.ItemRate, r.ItemAmount, r.ItemTaxCode]),
    ).toEqual([
      ['Condenser fan motor', '1.00', '187.49', '187.49', 'TAX'],
      ['Labour', '1.50', '120.00', '180.00', 'TAX'],
      ['Permit fee (untaxed)', '1.00', '75.00', '75.00', 'NON'],
    ]);
    // The untaxed line carries no tax; the taxed ones the group's tax between them, to the cent.
    expect(grouped[2].ItemTaxAmount).toBe('0.00');
    expect(sum(grouped.map((r) => r.ItemTaxAmount))).toBe(groupedTax);
    expect(groupedTax).not.toBe('0.00');
    // Sent 31 Jan 21:00 in Chicago (1 Feb in UTC): January's, dated as the organization's day.
    const single = records.filter((r) => r.InvoiceNo === numbers.single);
    expect(single[0]).toMatchObject({ InvoiceDate: '01/31/2026', DueDate: '02/28/2026' });
    expect(single[0].Customer).toBe(`'=HYPERLINK("x") Formula`);
  });

  it('Xero: the template’s columns, invoice totals and tax reconciling to the revenue report', async () => {
    const { header, records } = await rowsOf('format=xero&records=invoices');
    expect(header).toEqual([...XERO_INVOICE_COLUMNS]);
    const report = await revenueTotals();
    const totals = new Map(records.map((r) => [r.InvoiceNumber, r.Total]));
    expect(totals.size).toBe(report.invoiceCount);
    expect(sum([...totals.values()])).toBe(report.invoicedTotal);
    expect(sum(records.map((r) => r.TaxAmount))).toBe(report.invoicedTax);
    expect(records.find((r) => r.Description === 'Permit fee (untaxed)')).toMatchObject({
      TaxType: 'Tax Exempt',
      TaxAmount: '0.00',
      AccountCode: '200',
      InvoiceDate: '01/05/2026',
    });
    expect(records.find((r) => r.Description === 'Tune-up')).toMatchObject({
      TaxType: 'Tax on Sales',
      EmailAddress: 'formula@example.com',
    });
  });
});

describe('accountant export: payments and refunds', () => {
  it('QuickBooks and Xero bank lines: payments positive, refunds negative, adding up to collected', async () => {
    const report = await revenueTotals();
    const qb = await rowsOf('format=quickbooks&records=payments');
    expect(qb.header).toEqual([...QUICKBOOKS_PAYMENT_COLUMNS]);
    const xero = await rowsOf('format=xero&records=payments');
    expect(xero.header).toEqual([...XERO_PAYMENT_COLUMNS]);
    for (const records of [qb.records, xero.records]) {
      expect(records).toHaveLength(4);
      expect(sum(records.map((r) => r.Amount))).toBe(report.collected);
    }
    expect(qb.records.map((r) => r.Amount).filter((a) => a.startsWith('-'))).toEqual(['-25.00']);
    expect(xero.records.find((r) => r.Amount === '-25.00')).toMatchObject({
      Date: '01/22/2026',
      // The ledger row's client name (the test's rows are written as 'ledger').
      Payee: 'ledger',
      Description: `Refund for ${numbers.grouped} (Check)`,
      Reference: numbers.grouped,
    });
    // Paid 31 Jan 23:30 in Chicago: January's.
    expect(xero.records.find((r) => r.Amount === '50.00')?.Date).toBe('01/31/2026');
  });
});

describe('who may export, and what is refused', () => {
  it('reports view: the manager may, a member may not; bad formats and periods are 400 with the message', async () => {
    expect((await download(`format=xero&from=${FROM}&to=${TO}`, manager)).statusCode).toBe(200);
    expect((await download(`format=xero&from=${FROM}&to=${TO}`, member)).statusCode).toBe(403);
    const bad = await download(`format=sage&from=${FROM}&to=${TO}`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(ACCOUNTING_MESSAGES.format);
    const backwards = await download(`format=xero&from=${TO}&to=${FROM}`);
    expect(backwards.statusCode).toBe(400);
  });
});

describe('line taxes', () => {
  it('spreads the tax over the taxed lines by amount, the remainder on the last, exactly', () => {
    const lines = [
      { amount: '10.00', taxable: true },
      { amount: '10.00', taxable: true },
      { amount: '10.00', taxable: true },
      { amount: '5.00', taxable: false },
    ];
    expect(lineTaxes(lines, '1.00')).toEqual(['0.33', '0.33', '0.34', '0.00']);
    expect(lineTaxes(lines, '0.00')).toEqual(['0.00', '0.00', '0.00', '0.00']);
    expect(lineTaxes([{ amount: '5.00', taxable: false }], '0.40')).toEqual(['0.40']);
  });
});
