import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToString } from '@tradeworks/contracts/money';
import { TestContext, type TestUser } from '../../test/test-context';
import {
  at,
  clientNamed,
  collectedFromLedger,
  ledgerRow,
  sentInvoice,
  setZone,
  type ReportsWorld,
} from './reports.test-support';

/**
 * Revenue (issue 29) on a tenant on America/Chicago: invoiced before tax with the tax apart, and collected =
 * payments − refunds recorded in each period, checked against sums computed from the ledger rows. A payment and
 * an invoice on the last evening of January (already February in UTC) belong to January.
 */
let t: TestContext;
let w: ReportsWorld;
let member: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  const tenant = await t.tenant({ name: 'Revenue Co' });
  w = { t, tenant, owner: await t.user({ tenant, role: 'owner' }) };
  member = await t.user({ tenant, role: 'member' });
  await setZone(w);
  const c = await clientNamed(w, 'Birch', 'Lane');
  const pay = (invoiceId: string, amount: string, paidAt: Date, refundOf?: string) =>
    ledgerRow(w, { invoiceId, clientId: c.id, amount, paidAt, refundOf });
  // January: 1,000 + 200 (sent 31 Jan 21:00 local) before 10% tax; part payment, a payment on 31 Jan 23:30.
  const a = await sentInvoice(w, {
    clientId: c.id,
    amount: '1000.00',
    sentAt: at('2026-01-05'),
    dueDate: '2026-02-04',
  });
  const b = await sentInvoice(w, {
    clientId: c.id,
    amount: '200.00',
    sentAt: at('2026-01-31', '21:00'),
    dueDate: '2026-03-02',
  });
  await pay(a.id, '400.00', at('2026-01-20'));
  await pay(b.id, '220.00', at('2026-01-31', '23:30'));
  // February: the rest of a, then 100 of it refunded; refunded-then-repaid in March.
  const p = await pay(a.id, '700.00', at('2026-02-03'));
  await pay(a.id, '100.00', at('2026-02-17'), p);
  await pay(a.id, '100.00', at('2026-03-02'));
  // March: 500 invoiced, nothing collected on it; a draft is never invoiced.
  await sentInvoice(w, { clientId: c.id, amount: '500.00', sentAt: at('2026-03-10'), dueDate: '2026-04-09' });
  await sentInvoice(w, {
    clientId: c.id,
    amount: '900.00',
    sentAt: at('2026-03-11'),
    dueDate: '2026-04-09',
    status: 'draft',
  });
});
afterAll(() => t.close());

const revenue = (query: string, user = w.owner) =>
  t.request(user, 'GET', `/api/reports/revenue?${query}`, { tenant: w.tenant });

describe('GET /api/reports/revenue', () => {
  it('splits invoiced (tax apart) and collected by month on the organization’s calendar', async () => {
    const res = await revenue('from=2026-01-01&to=2026-03-31&groupBy=month');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.periods).toEqual([
      expect.objectContaining({
        start: '2026-01-01',
        end: '2026-01-31',
        invoicedSubtotal: '1200.00',
        invoicedTax: '120.00',
        invoicedTotal: '1320.00',
        invoiceCount: 2,
        payments: '620.00',
        refunds: '0.00',
        collected: '620.00',
      }),
      expect.objectContaining({
        start: '2026-02-01',
        end: '2026-02-28',
        invoicedSubtotal: '0.00',
        payments: '700.00',
        refunds: '100.00',
        collected: '600.00',
      }),
      expect.objectContaining({
        start: '2026-03-01',
        end: '2026-03-31',
        invoicedSubtotal: '500.00',
        invoicedTax: '50.00',
        invoiceCount: 1,
        payments: '100.00',
        collected: '100.00',
      }),
    ]);
    expect(report.totals).toMatchObject({
      invoicedSubtotal: '1700.00',
      invoicedTax: '170.00',
      collected: '1320.00',
    });
  });

  it.each([
    ['2026-01-01', '2026-01-31'],
    ['2026-02-01', '2026-02-28'],
    ['2026-03-01', '2026-03-31'],
  ])('reconciles %s – %s: collected = payments − refunds recorded in it', async (from, to) => {
    const report = (await revenue(`from=${from}&to=${to}&groupBy=day`)).json();
    expect(report.totals.collected).toBe(centsToString(await collectedFromLedger(w, from, to)));
  });

  it('groups by day and by week from Monday, clipping the ends to the period', async () => {
    const days = (await revenue('from=2026-01-30&to=2026-02-01&groupBy=day')).json();
    expect(days.periods.map((p: { start: string; collected: string }) => [p.start, p.collected])).toEqual([
      ['2026-01-30', '0.00'],
      ['2026-01-31', '220.00'],
      ['2026-02-01', '0.00'],
    ]);
    const weeks = (await revenue('from=2026-01-28&to=2026-02-10&groupBy=week')).json();
    expect(weeks.periods.map((p: { start: string; end: string }) => [p.start, p.end])).toEqual([
      ['2026-01-28', '2026-02-01'],
      ['2026-02-02', '2026-02-08'],
      ['2026-02-09', '2026-02-10'],
    ]);
    expect(weeks.periods[1].collected).toBe('700.00');
  });

  it('exports CSV with a Total line', async () => {
    const res = await t.request(
      w.owner,
      'GET',
      '/api/reports/revenue.csv?from=2026-01-01&to=2026-03-31&groupBy=month',
      {
        tenant: w.tenant,
      },
    );
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Period start,Period end,Invoices sent,Invoiced before tax,Tax invoiced,Invoiced total,Payments,Refunds,Collected',
    );
    expect(lines[2]).toBe('2026-02-01,2026-02-28,0,0.00,0.00,0.00,700.00,100.00,600.00');
    expect(lines.at(-1)).toBe('Total,,3,1700.00,170.00,1870.00,1420.00,100.00,1320.00');
  });

  it('refuses a reversed or too long period, and members', async () => {
    const reversed = await revenue('from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('The period must end on or after its start');
    expect((await revenue('from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await revenue('from=2026-01-01&to=2026-01-31&groupBy=year')).statusCode).toBe(400);
    expect((await revenue('from=2026-01-01&to=2026-01-31', member)).statusCode).toBe(403);
  });
});
