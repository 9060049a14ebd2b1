import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositAmount } from '@tradeworks/contracts/quote-options';
import {
  closePortalWorld,
  createPortalWorld,
  latestEmailTo,
  portalRequest,
  signIn,
  type PortalWorld,
} from '../portal/portal.test-support';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { TestTenant } from '../../test/test-context';
import { pdfText } from '../sales-documents/sales.test-support';

/** Optional quote lines and the deposit (issue 19): totals, validation, signed selection, deposit by card. */

let w: PortalWorld;
let pat: string;
let slug: string;

beforeAll(async () => {
  w = await createPortalWorld();
  slug = w.acme.tenant.slug;
  pat = await signIn(w.t, w.acme);
});
afterAll(() => closePortalWorld(w));

/** The record's audit entries with their changes. */
function auditFor(t: PortalWorld['t'], tenant: TestTenant, entityId: string) {
  return t.db.platform((tx) =>
    tx
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entityId, entityId)))
      .orderBy(auditLog.createdAt),
  );
}

const line = (description: string, rate: string, extra: Record<string, unknown> = {}) => ({
  itemType: 'custom',
  description,
  quantity: '1',
  rate,
  ...extra,
});

/** Furnace 1,000.00 required; filter 40.00 and thermostat 150.00 optional; tax 8.25%. */
const quoteBody = (extra: Record<string, unknown> = {}) => ({
  clientId: w.acme.f.clientId,
  taxRate: '0.0825',
  lineItems: [
    line('Furnace install', '1000.00'),
    line('Air filter upgrade', '40.00', { isOptional: true }),
    line('Smart thermostat', '150.00', { isOptional: true }),
  ],
  ...extra,
});

const staff = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  w.t.request(w.acme.owner, method, url, { tenant: w.acme.tenant, ...(body ? { body } : {}) });

async function sentQuote(extra: Record<string, unknown> = {}) {
  const created = await staff('POST', '/api/quotes', quoteBody(extra));
  if (created.statusCode !== 201) throw new Error(created.body);
  const id = created.json().id as string;
  const sent = await staff('POST', `/api/quotes/${id}/send-email`);
  if (sent.statusCode !== 200) throw new Error(sent.body);
  return created.json() as { id: string; lineItems: Array<{ id: string; isOptional: boolean }> };
}

const approve = (id: string, acceptedOptionIds: string[]) =>
  portalRequest(w.t, pat, 'POST', `/api/portal/${slug}/quotes/${id}/approve`, {
    signerName: 'Pat Doe',
    signatureKind: 'typed',
    acceptedOptionIds,
  });

describe('quote totals with optional lines', () => {
  it('the total leaves optional lines out; the total with every option is given apart, in exact cents', async () => {
    const res = await staff('POST', '/api/quotes', quoteBody());
    expect(res.statusCode).toBe(201);
    const quote = res.json();
    expect(quote).toMatchObject({
      subtotal: '1000.00',
      taxAmount: '82.50',
      total: '1082.50',
      optionsSubtotal: '190.00',
      // 1,190.00 + 8.25% = 98.175 → 98.18
      totalWithOptions: '1288.18',
      deposit: { type: 'none', amount: null, status: 'none' },
      acceptance: null,
    });
    expect(quote.lineItems.map((l: { isOptional: boolean }) => l.isOptional)).toEqual([false, true, true]);
    expect(quote.lineItems.map((l: { total: string }) => l.total)).toEqual(['1000.00', '40.00', '150.00']);
    // The list and the summary count the quote at its total without options.
    const list = await staff('GET', '/api/quotes?status=draft&limit=100');
    const row = list.json().find((q: { id: string }) => q.id === quote.id);
    expect(row).toMatchObject({ total: '1082.50', depositType: 'none', depositValue: null });
    const audit = await auditFor(w.t, w.acme.tenant, quote.id);
    expect(audit.find((a: { action: string }) => a.action === 'create')?.changes).toMatchObject({
      optionalLines: 2,
      deposit: { type: 'none', value: null },
    });
  });

  it('a draft edit can turn a line optional and set a deposit; both are audited', async () => {
    const created = (
      await staff(
        'POST',
        '/api/quotes',
        quoteBody({ lineItems: [line('Furnace', '100.00'), line('Coil', '50.00')] }),
      )
    ).json();
    const res = await staff('PATCH', `/api/quotes/${created.id}`, {
      lineItems: [line('Furnace', '100.00'), line('Coil', '50.00', { isOptional: true })],
      depositType: 'percent',
      depositValue: '25',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: '108.25',
      totalWithOptions: '162.38',
      deposit: { type: 'percent', value: '25.00', amount: '27.06', status: 'requested' },
    });
    const audit = await auditFor(w.t, w.acme.tenant, created.id);
    expect(audit.find((a: { action: string }) => a.action === 'update')?.changes).toMatchObject({
      depositType: { from: 'none', to: 'percent' },
      depositValue: { from: null, to: '25.00' },
      optionalLines: 1,
    });
  });
});

describe('deposit validation', () => {
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [
      { depositType: 'percent', depositValue: '0' },
      'depositValue',
      'Deposit percentage must be between 1 and 100',
    ],
    [
      { depositType: 'percent', depositValue: '100.01' },
      'depositValue',
      'Deposit percentage must be between 1 and 100',
    ],
    [{ depositType: 'percent', depositValue: '' }, 'depositValue', 'Deposit percentage is required'],
    [{ depositType: 'percent' }, 'depositValue', 'Deposit percentage is required'],
    [
      { depositType: 'percent', depositValue: '12.345' },
      'depositValue',
      'Deposit percentage can have at most 2 decimal places',
    ],
    [{ depositType: 'amount', depositValue: '0' }, 'depositValue', 'Deposit amount must be greater than 0'],
    [{ depositType: 'amount', depositValue: 'ten' }, 'depositValue', 'Must be a number'],
    [
      { depositType: 'amount', depositValue: '1.005' },
      'depositValue',
      'Deposit amount can have at most 2 decimal places',
    ],
    [
      { depositType: 'amount', depositValue: '1082.51' },
      'depositValue',
      'Deposit amount cannot be more than the quote total of $1082.50',
    ],
    [{ depositType: 'half' }, 'depositType', 'Deposit must be one of: none, amount, percent'],
    [{ depositValue: '10' }, 'depositType', 'Choose how the deposit is requested (none, amount or percent)'],
    [
      { lineItems: [line('Only an option', '10.00', { isOptional: true })] },
      'lineItems',
      'A quote needs at least one line that is not optional',
    ],
  ];
  it.each(cases)('%j → %s: %s', async (extra, field, message) => {
    const res = await staff('POST', '/api/quotes', quoteBody(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.[field] ?? res.json().message).toBe(message);
  });

  it('accepts the edges: 1 % and 100 %, an amount equal to the total', async () => {
    for (const extra of [
      { depositType: 'percent', depositValue: 1 },
      { depositType: 'percent', depositValue: '100' },
      { depositType: 'amount', depositValue: '1082.50' },
    ]) {
      expect((await staff('POST', '/api/quotes', quoteBody(extra))).statusCode).toBe(201);
    }
  });

  it('a draft whose lines shrink below its fixed deposit is refused with the same message', async () => {
    const created = (
      await staff('POST', '/api/quotes', quoteBody({ depositType: 'amount', depositValue: '500' }))
    ).json();
    const res = await staff('PATCH', `/api/quotes/${created.id}`, {
      lineItems: [line('Small job', '100.00')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.depositValue).toBe(
      'Deposit amount cannot be more than the quote total of $108.25',
    );
  });
});

describe('deposit percentages round to cents, half away from zero', () => {
  it('33.33 % of 100.01 is 33.33; 50 % of 0.01 is 0.01; 12.5 % of 0.99 is 0.12', () => {
    expect(depositAmount('percent', '33.33', '100.01')).toBe('33.33');
    expect(depositAmount('percent', '50.00', '0.01')).toBe('0.01');
    expect(depositAmount('percent', '12.50', '0.99')).toBe('0.12');
    expect(depositAmount('percent', '33.33', '0.15')).toBe('0.05');
  });

  it('the API answers the same: a 33.33 % deposit of a 100.01 quote', async () => {
    const res = await staff(
      'POST',
      '/api/quotes',
      quoteBody({
        taxRate: '0',
        lineItems: [line('Job', '100.01')],
        depositType: 'percent',
        depositValue: '33.33',
      }),
    );
    expect(res.json()).toMatchObject({ total: '100.01', deposit: { amount: '33.33', value: '33.33' } });
  });
});

describe('approval with a selection of optional lines', () => {
  it('stores the signed selection and its total; converting keeps only the accepted options', async () => {
    const quote = await sentQuote({ depositType: 'percent', depositValue: '10' });
    const [, filter, thermostat] = quote.lineItems;
    const view = await portalRequest(w.t, pat, 'GET', `/api/portal/${slug}/quotes/${quote.id}`);
    expect(view.json().lineItems.map((l: { isOptional: boolean }) => l.isOptional)).toEqual([
      false,
      true,
      true,
    ]);
    expect(view.json()).toMatchObject({ total: '1082.50', totalWithOptions: '1288.18' });

    const unknown = await approve(quote.id, [w.acme.f.clientId]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Choose only optional items of this quote');

    const res = await approve(quote.id, [thermostat.id]);
    expect(res.statusCode).toBe(200);
    // 1,150.00 + 94.875 → 94.88 = 1,244.88; deposit 10 % = 124.488 → 124.49.
    expect(res.json()).toMatchObject({
      status: 'approved',
      acceptance: {
        acceptedOptionIds: [thermostat.id],
        approvedSubtotal: '1150.00',
        approvedTotal: '1244.88',
      },
      deposit: { amount: '124.49', status: 'requested' },
      allowedActions: ['pay_deposit'],
    });
    expect(res.json().acceptance.digest).toMatch(/^[0-9a-f]{64}$/);

    const detail = (await staff('GET', `/api/quotes/${quote.id}`)).json();
    expect(detail.acceptance).toMatchObject({
      acceptedOptionIds: [thermostat.id],
      approvedTotal: '1244.88',
      signerName: 'Pat Doe',
    });
    expect(detail.total).toBe('1082.50');
    const audit = await auditFor(w.t, w.acme.tenant, quote.id);
    expect(audit.find((a: { action: string }) => a.action === 'portal_approve')?.changes).toMatchObject({
      acceptedOptionIds: [thermostat.id],
      approvedTotal: '1244.88',
      depositAmount: '124.49',
    });

    const pdf = await staff('GET', `/api/quotes/${quote.id}/pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Optional items');
    expect(text).toContain('[x] Smart thermostat');
    expect(text).toContain('[ ] Air filter upgrade');
    expect(text).toContain('Deposit requested on approval: 10% of the approved total, $124.49');

    const converted = await staff('POST', `/api/quotes/${quote.id}/convert-to-invoice`, {});
    expect(converted.statusCode).toBe(201);
    const invoice = converted.json();
    expect(invoice.lineItems.map((l: { description: string }) => l.description)).toEqual([
      'Furnace install',
      'Smart thermostat',
    ]);
    expect(invoice).toMatchObject({ total: '1244.88', amountPaid: '0.00' });
    expect(filter.isOptional).toBe(true);
  });

  it('a quote approved by staff (no portal selection) converts without its optional lines', async () => {
    const quote = await sentQuote();
    expect((await staff('PATCH', `/api/quotes/${quote.id}`, { status: 'approved' })).statusCode).toBe(200);
    const invoice = (await staff('POST', `/api/quotes/${quote.id}/convert-to-invoice`, {})).json();
    expect(invoice.lineItems).toHaveLength(1);
    expect(invoice.total).toBe('1082.50');
  });

  it('the sent quote PDF lists the optional lines unticked and the deposit requested', async () => {
    const quote = await sentQuote({ depositType: 'amount', depositValue: '250' });
    const text = await pdfText((await staff('GET', `/api/quotes/${quote.id}/pdf`)).rawPayload);
    expect(text).toContain('[ ] Air filter upgrade');
    expect(text).toContain('[ ] Smart thermostat');
    expect(text).toContain('Deposit requested on approval: $250.00');
    // The e-mail that carried it lists the optional items and the deposit under its table.
    const mail = await latestEmailTo(w.t, w.acme.tenant, 'pat@example.com');
    expect(mail.htmlBody).toContain('Optional items (not included in the total):');
    expect(mail.htmlBody).toContain('Smart thermostat — $150.00');
    expect(mail.htmlBody).toContain('A deposit is requested on approval: $250.00.');
  });
});

describe('the deposit paid by card in the portal', () => {
  it('is refused before approval; once paid it is credited to the converted invoice, whose balance is the rest', async () => {
    const quote = await sentQuote({ depositType: 'percent', depositValue: '25' });
    const base = `/api/portal/${slug}`;
    const early = await portalRequest(w.t, pat, 'POST', `${base}/quotes/${quote.id}/deposit/pay`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The deposit can be paid once the quote is approved');

    const [, filter] = quote.lineItems;
    await approve(quote.id, [filter.id]);
    // 1,040.00 + 85.80 = 1,125.80; 25 % = 281.45.
    const start = await portalRequest(w.t, pat, 'POST', `${base}/quotes/${quote.id}/deposit/pay`);
    expect(start.statusCode).toBe(201);
    expect(start.json()).toMatchObject({ amount: '281.45', publishableKey: 'pk_test_standin' });
    w.stripe.confirmPaymentIntent(start.json().clientSecret);
    const receipt = await portalRequest(
      w.t,
      pat,
      'POST',
      `${base}/payments/${start.json().paymentId}/refresh`,
    );
    expect(receipt.json()).toMatchObject({
      status: 'completed',
      amount: '281.45',
      invoiceId: null,
      quoteId: quote.id,
      balanceDue: '0.00',
    });
    const again = await portalRequest(w.t, pat, 'POST', `${base}/quotes/${quote.id}/deposit/pay`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The deposit of this quote is already paid');

    const detail = (await staff('GET', `/api/quotes/${quote.id}`)).json();
    expect(detail.deposit).toMatchObject({
      amount: '281.45',
      paid: '281.45',
      status: 'paid',
      creditedInvoiceNumber: null,
    });
    const portalView = (await portalRequest(w.t, pat, 'GET', `${base}/quotes/${quote.id}`)).json();
    expect(portalView.allowedActions).toEqual([]);

    const invoice = (await staff('POST', `/api/quotes/${quote.id}/convert-to-invoice`, {})).json();
    expect(invoice).toMatchObject({ status: 'draft', total: '1125.80', amountPaid: '281.45' });
    const after = (await staff('GET', `/api/quotes/${quote.id}`)).json();
    expect(after.deposit).toMatchObject({ status: 'paid', creditedInvoiceNumber: invoice.invoiceNumber });
    // Sent, the invoice asks for the rest: a payment of the balance settles it.
    expect((await staff('POST', `/api/invoices/${invoice.id}/send-email`)).statusCode).toBe(200);
    const over = await staff('POST', '/api/payments', {
      invoiceId: invoice.id,
      amount: '844.36',
      method: 'cash',
    });
    expect(over.statusCode).toBe(400);
    const rest = await staff('POST', '/api/payments', {
      invoiceId: invoice.id,
      amount: '844.35',
      method: 'cash',
    });
    expect(rest.statusCode).toBe(201);
    expect((await staff('GET', `/api/invoices/${invoice.id}`)).json()).toMatchObject({
      status: 'paid',
      amountPaid: '1125.80',
    });
    // The ledger row itself is still append-only: only the move to the invoice was allowed.
    await expect(
      w.t.db.platform((tx) =>
        tx.execute(sql`update payments set amount = 1 where id = ${start.json().paymentId}`),
      ),
    ).rejects.toThrow(/Failed query/);
  });

  it('a deposit refunded in part before conversion: the rest is due again, and only the net is credited', async () => {
    const quote = await sentQuote({
      taxRate: '0',
      lineItems: [line('Boiler', '1000.00')],
      depositType: 'amount',
      depositValue: '300',
    });
    await approve(quote.id, []);
    const base = `/api/portal/${slug}`;
    const start = (await portalRequest(w.t, pat, 'POST', `${base}/quotes/${quote.id}/deposit/pay`)).json();
    w.stripe.confirmPaymentIntent(start.clientSecret);
    await portalRequest(w.t, pat, 'POST', `${base}/payments/${start.paymentId}/refresh`);
    const refund = await staff('POST', `/api/payments/${start.paymentId}/refund`, {
      amount: '100.00',
      reason: 'Scope reduced',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const detail = (await staff('GET', `/api/quotes/${quote.id}`)).json();
    expect(detail.deposit).toMatchObject({ amount: '300.00', paid: '200.00', status: 'part_paid' });
    const view = (await portalRequest(w.t, pat, 'GET', `${base}/quotes/${quote.id}`)).json();
    expect(view.allowedActions).toEqual(['pay_deposit']);
    const invoice = (await staff('POST', `/api/quotes/${quote.id}/convert-to-invoice`, {})).json();
    expect(invoice).toMatchObject({ total: '1000.00', amountPaid: '200.00' });
    // After conversion the deposit is the invoice's business: no more deposit payments on the quote.
    const late = await portalRequest(w.t, pat, 'POST', `${base}/quotes/${quote.id}/deposit/pay`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This quote was already invoiced; please pay the invoice instead');
  });

  it('signed out: 401', async () => {
    const quote = await sentQuote({ depositType: 'percent', depositValue: '25' });
    const res = await portalRequest(w.t, null, 'POST', `/api/portal/${slug}/quotes/${quote.id}/deposit/pay`);
    expect(res.statusCode).toBe(401);
  });
});
