import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToString } from '@tradeworks/contracts/money';
import { TestContext, type TestUser } from '../../test/test-context';
import {
  at,
  balancesFromLedger,
  clientNamed,
  ledgerRow,
  sentInvoice,
  setZone,
  type ReportsWorld,
} from './reports.test-support';

/**
 * Receivables aging (issue 29) on a tenant on America/Chicago: part payments, a part refund, a refunded-then-
 * repaid invoice, an invoice sent on the last evening of January (already February in UTC), a draft and a
 * cancelled invoice. Every bucket total is checked against balances computed from the ledger rows.
 */
let t: TestContext;
let w: ReportsWorld;
let manager: TestUser;
let member: TestUser;
const ids: Record<string, string> = {};
const totals: Record<string, string> = {};

beforeAll(async () => {
  t = await TestContext.create();
  const tenant = await t.tenant({ name: 'Aging Co' });
  w = { t, tenant, owner: await t.user({ tenant, role: 'owner' }) };
  manager = await t.user({ tenant, role: 'manager' });
  member = await t.user({ tenant, role: 'member' });
  await setZone(w);
  const a = await clientNamed(w, 'Alder', 'Homes');
  const b = await clientNamed(w, '=HYPERLINK("x")', 'Builders');
  ids.a = a.id;
  ids.b = b.id;
  const make = async (key: string, clientId: string, amount: string, sentAt: Date, dueDate: string) => {
    const inv = await sentInvoice(w, { clientId, amount, sentAt, dueDate });
    ids[key] = inv.id;
    totals[key] = inv.total;
    return inv;
  };
  // 1: part-paid, 54 days past due on 15 March.
  await make('partPaid', a.id, '500.00', at('2026-01-10'), '2026-01-20');
  await ledgerRow(w, {
    invoiceId: ids.partPaid!,
    clientId: a.id,
    amount: '100.00',
    paidAt: at('2026-02-01'),
  });
  // 2: paid in full, then 50 refunded: 50 owed, not yet due.
  await make('refunded', b.id, '200.00', at('2026-03-01'), '2026-03-31');
  const p2 = await ledgerRow(w, {
    invoiceId: ids.refunded!,
    clientId: b.id,
    amount: '220.00',
    paidAt: at('2026-03-05'),
  });
  await ledgerRow(w, {
    invoiceId: ids.refunded!,
    clientId: b.id,
    amount: '50.00',
    paidAt: at('2026-03-10'),
    refundOf: p2,
  });
  // 3: paid, refunded in full, repaid after 15 March: owed in full (90+) on 15 March, nothing on 21 March.
  await make('repaid', a.id, '300.00', at('2025-11-01'), '2025-11-15');
  const p3 = await ledgerRow(w, {
    invoiceId: ids.repaid!,
    clientId: a.id,
    amount: '330.00',
    paidAt: at('2025-11-20'),
  });
  await ledgerRow(w, {
    invoiceId: ids.repaid!,
    clientId: a.id,
    amount: '330.00',
    paidAt: at('2025-12-01'),
    refundOf: p3,
  });
  await ledgerRow(w, { invoiceId: ids.repaid!, clientId: a.id, amount: '330.00', paidAt: at('2026-03-20') });
  // 4: sent at 20:00 on 31 January in Chicago (02:00 on 1 February in UTC).
  await make('lastDay', b.id, '100.00', at('2026-01-31', '20:00'), '2026-02-14');
  // 5: paid in full on 10 February.
  await make('settled', b.id, '80.00', at('2026-01-15'), '2026-01-30');
  await ledgerRow(w, { invoiceId: ids.settled!, clientId: b.id, amount: '88.00', paidAt: at('2026-02-10') });
  // A draft and a cancelled invoice owe nothing.
  await sentInvoice(w, {
    clientId: a.id,
    amount: '999.00',
    sentAt: at('2026-01-05'),
    dueDate: '2026-01-06',
    status: 'draft',
  });
  const cancelled = await make('cancelled', a.id, '777.00', at('2026-01-05'), '2026-01-06');
  const cancel = await t.request(w.owner, 'PATCH', `/api/invoices/${cancelled.id}`, {
    tenant,
    body: { status: 'cancelled' },
  });
  expect(cancel.statusCode).toBe(200);
});
afterAll(() => t.close());

const aging = (asOf: string, user = w.owner, extra = '') =>
  t.request(user, 'GET', `/api/reports/aging?asOf=${asOf}${extra}`, { tenant: w.tenant });

describe('GET /api/reports/aging', () => {
  it('puts each open invoice in its bucket at its balance on 15 March', async () => {
    const res = await aging('2026-03-15');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.asOf).toBe('2026-03-15');
    expect(report.totals).toEqual({
      openInvoices: 4,
      current: '50.00',
      days1to30: totals.lastDay,
      days31to60: '450.00',
      days61to90: '0.00',
      over90: totals.repaid,
      total: centsToString(5000n + 11000n + 45000n + 33000n),
    });
    expect(report.clientCount).toBe(2);
    expect(report.clients.map((c: { clientName: string; total: string }) => [c.clientName, c.total])).toEqual(
      [
        ['Alder Homes', '780.00'],
        ['=HYPERLINK("x") Builders', '160.00'],
      ],
    );
  });

  it.each(['2025-11-30', '2025-12-31', '2026-01-31', '2026-02-01', '2026-02-28', '2026-03-15', '2026-03-21'])(
    'reconciles on %s: the bucket total is the sum of the balances computed from the ledger',
    async (asOf) => {
      const report = (await aging(asOf)).json();
      const balances = await balancesFromLedger(w, asOf);
      const expected = [...balances.values()].reduce((s, c) => s + c, 0n);
      expect(report.totals.total).toBe(centsToString(expected));
      expect(report.totals.openInvoices).toBe(balances.size);
      const buckets = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
      const bucketSum = buckets.reduce((s, k) => s + BigInt(report.totals[k].replace('.', '')), 0n);
      expect(bucketSum).toBe(expected);
    },
  );

  it('counts an invoice sent on the last evening of a month (UTC already the next day) in that month', async () => {
    const jan31 = (await aging('2026-01-31')).json();
    const rows = (
      await t.request(w.owner, 'GET', `/api/reports/aging/invoices?asOf=2026-01-31&clientId=${ids.b}`, {
        tenant: w.tenant,
      })
    ).json();
    expect(rows.map((r: { invoiceId: string }) => r.invoiceId)).toContain(ids.lastDay);
    expect(rows.find((r: { invoiceId: string }) => r.invoiceId === ids.lastDay)).toMatchObject({
      issuedOn: '2026-01-31',
      bucket: 'current',
      balance: totals.lastDay,
    });
    const jan30 = (await aging('2026-01-30')).json();
    expect(BigInt(jan31.totals.total.replace('.', '')) - BigInt(jan30.totals.total.replace('.', ''))).toBe(
      11000n,
    );
  });

  it('drills down to a client’s invoices with paid, balance and days past due', async () => {
    const res = await t.request(
      w.owner,
      'GET',
      `/api/reports/aging/invoices?asOf=2026-03-15&clientId=${ids.a}`,
      {
        tenant: w.tenant,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        invoiceId: ids.repaid,
        paid: '0.00',
        balance: totals.repaid,
        bucket: 'over90',
        daysPastDue: 120,
      }),
      expect.objectContaining({
        invoiceId: ids.partPaid,
        paid: '100.00',
        balance: '450.00',
        bucket: 'days31to60',
        daysPastDue: 54,
      }),
    ]);
  });

  it('pages clients, keeping the totals of all of them', async () => {
    const page = (await aging('2026-03-15', w.owner, '&limit=1&offset=1')).json();
    expect(page.clients.map((c: { clientId: string }) => c.clientId)).toEqual([ids.b]);
    expect(page.totals.total).toBe('940.00');
    expect(page.clientCount).toBe(2);
  });

  it('exports CSV with formula cells escaped', async () => {
    const res = await t.request(w.owner, 'GET', '/api/reports/aging.csv?asOf=2026-03-15', {
      tenant: w.tenant,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('aging-2026-03-15.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Client,Invoice,Sent on,Due date,Days past due,Bucket,Total,Paid,Balance');
    expect(lines).toHaveLength(5);
    expect(lines.some((l) => l.startsWith(`"'=HYPERLINK(""x"") Builders"`))).toBe(true);
    expect(lines.some((l) => l.endsWith(',0.00,330.00') && l.includes(',120,90+,'))).toBe(true);
  });

  it('defaults to the organization’s today and refuses a malformed date', async () => {
    expect((await t.request(w.owner, 'GET', '/api/reports/aging', { tenant: w.tenant })).statusCode).toBe(
      200,
    );
    const bad = await aging('15/03/2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Dates must be YYYY-MM-DD');
  });

  it('is for roles with reports: managers view, members are refused', async () => {
    expect((await aging('2026-03-15', manager)).statusCode).toBe(200);
    const refused = await aging('2026-03-15', member);
    expect(refused.statusCode).toBe(403);
    const drill = await t.request(member, 'GET', `/api/reports/aging/invoices?clientId=${ids.a}`, {
      tenant: w.tenant,
    });
    expect(drill.statusCode).toBe(403);
  });

  it('answers 404 for another organization’s client and shows none of its invoices', async () => {
    const other = await t.tenant();
    const otherOwner = await t.user({ tenant: other, role: 'owner' });
    const res = await t.request(otherOwner, 'GET', `/api/reports/aging/invoices?clientId=${ids.a}`, {
      tenant: other,
    });
    expect(res.statusCode).toBe(404);
    const theirs = (
      await t.request(otherOwner, 'GET', '/api/reports/aging?asOf=2026-03-15', { tenant: other })
    ).json();
    expect(theirs.totals.total).toBe('0.00');
    expect(theirs.clients).toEqual([]);
  });
});
