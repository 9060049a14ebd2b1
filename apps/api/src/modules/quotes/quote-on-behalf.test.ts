import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { TestUser } from '../../test/test-context';
import {
  closePortalWorld,
  createPortalWorld,
  portalRequest,
  signIn,
  type PortalWorld,
} from '../portal/portal.test-support';

/**
 * The office acting for the client (a phone call, a check handed over): the client's choice of optional lines
 * and a deposit by cash, check or ACH — at the HTTP seam, against the real database.
 */

let w: PortalWorld;
let member: TestUser;
let pat: string;

beforeAll(async () => {
  w = await createPortalWorld();
  member = await w.t.user({ tenant: w.acme.tenant, role: 'member' });
  pat = await signIn(w.t, w.acme);
});
afterAll(() => closePortalWorld(w));

const line = (description: string, rate: string, extra: Record<string, unknown> = {}) => ({
  itemType: 'custom',
  description,
  quantity: '1',
  rate,
  ...extra,
});

const as = (user: TestUser | null, method: 'GET' | 'POST', url: string, body?: unknown) =>
  w.t.request(user, method, url, { tenant: w.acme.tenant, ...(body ? { body } : {}) });
const staff = (method: 'GET' | 'POST', url: string, body?: unknown) => as(w.acme.owner, method, url, body);

/** Furnace 1,000.00 required; filter 40.00 and thermostat 150.00 optional; tax 8.25%; deposit 25%. */
async function sentQuote(extra: Record<string, unknown> = {}) {
  const created = await staff('POST', '/api/quotes', {
    clientId: w.acme.f.clientId,
    taxRate: '0.0825',
    lineItems: [
      line('Furnace install', '1000.00'),
      line('Air filter upgrade', '40.00', { isOptional: true }),
      line('Smart thermostat', '150.00', { isOptional: true }),
    ],
    depositType: 'percent',
    depositValue: '25',
    ...extra,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const quote = created.json() as { id: string; quoteNumber: string; lineItems: Array<{ id: string }> };
  const sent = await staff('POST', `/api/quotes/${quote.id}/send-email`);
  if (sent.statusCode !== 200) throw new Error(sent.body);
  return quote;
}

function auditFor(entityId: string) {
  return w.t.db.platform((tx) =>
    tx
      .select({
        action: auditLog.action,
        userId: auditLog.userId,
        changes: auditLog.changes,
        summary: auditLog.summary,
      })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, w.acme.tenant.id), eq(auditLog.entityId, entityId)))
      .orderBy(auditLog.createdAt),
  );
}

describe("recording the client's choice of optional lines", () => {
  it('approves the sent quote with the chosen lines, totals from the server, audited with who recorded it', async () => {
    const quote = await sentQuote();
    const before = (await staff('GET', `/api/quotes/${quote.id}`)).json();
    expect(before.onBehalfActions).toEqual(['recordChoice']);
    expect(before.depositDue).toBeNull();

    const thermostat = quote.lineItems[2].id;
    const res = await staff('POST', `/api/quotes/${quote.id}/client-choice`, {
      acceptedOptionIds: [thermostat, thermostat],
    });
    expect(res.statusCode, res.body).toBe(200);
    // 1,150.00 + 8.25% (94.875 → 94.88) = 1,244.88; 25% = 311.22 — the portal's arithmetic.
    expect(res.json()).toMatchObject({
      status: 'approved',
      acceptance: {
        acceptedOptionIds: [thermostat],
        approvedSubtotal: '1150.00',
        approvedTaxAmount: '94.88',
        approvedTotal: '1244.88',
        signerName: null,
        digest: null,
      },
      deposit: { amount: '311.22', paid: '0.00', status: 'requested' },
      depositDue: '311.22',
      onBehalfActions: ['recordDeposit'],
    });
    const audit = await auditFor(quote.id);
    const recorded = audit.find((a) => a.action === 'record_client_choice');
    expect(recorded?.userId).toBe(w.acme.owner.id);
    expect(recorded?.changes).toMatchObject({ acceptedOptionIds: [thermostat], approvedTotal: '1244.88' });
    expect(audit.find((a) => a.action === 'approve')?.userId).toBe(w.acme.owner.id);

    // The portal's state rule: an answered quote takes no second answer, from the office or the client.
    const again = await staff('POST', `/api/quotes/${quote.id}/client-choice`, { acceptedOptionIds: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Quote ${quote.quoteNumber} is already approved; the client's choice can no longer change`,
    );
    const portal = await portalRequest(
      w.t,
      pat,
      'POST',
      `/api/portal/${w.acme.tenant.slug}/quotes/${quote.id}/approve`,
      {
        signerName: 'Pat Doe',
        signatureKind: 'typed',
        acceptedOptionIds: [],
      },
    );
    expect(portal.statusCode).toBe(409);
  });

  it('400 for a line that is not an optional line of this quote, or a malformed body', async () => {
    const quote = await sentQuote();
    const required = await staff('POST', `/api/quotes/${quote.id}/client-choice`, {
      acceptedOptionIds: [quote.lineItems[0].id],
    });
    expect(required.statusCode).toBe(400);
    expect(required.json().message).toBe('Choose only optional items of this quote');
    const malformed = await staff('POST', `/api/quotes/${quote.id}/client-choice`, {
      acceptedOptionIds: 'all',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await staff('GET', `/api/quotes/${quote.id}`)).json().status).toBe('sent');
  });

  it('409 for a draft or a quote the client declined since it was sent', async () => {
    const draft = (
      await staff('POST', '/api/quotes', {
        clientId: w.acme.f.clientId,
        lineItems: [line('Furnace', '100.00'), line('Coil', '50.00', { isOptional: true })],
      })
    ).json();
    const res = await staff('POST', `/api/quotes/${draft.id}/client-choice`, { acceptedOptionIds: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Only sent quotes take the client's choice; quote ${draft.quoteNumber} is draft`,
    );
    const quote = await sentQuote();
    const declined = await portalRequest(
      w.t,
      pat,
      'POST',
      `/api/portal/${w.acme.tenant.slug}/quotes/${quote.id}/decline`,
      { reason: 'Too expensive' },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const after = await staff('POST', `/api/quotes/${quote.id}/client-choice`, { acceptedOptionIds: [] });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(
      `The client declined quote ${quote.quoteNumber}. Re-send it before recording a new answer.`,
    );
  });

  it('401 signed out, 403 for a member without the payments permission, 404 for another tenant', async () => {
    const quote = await sentQuote();
    const url = `/api/quotes/${quote.id}/client-choice`;
    expect((await as(null, 'POST', url, { acceptedOptionIds: [] })).statusCode).toBe(401);
    expect((await as(member, 'POST', url, { acceptedOptionIds: [] })).statusCode).toBe(403);
    const other = await w.t.request(w.globex.owner, 'POST', url, {
      tenant: w.globex.tenant,
      body: { acceptedOptionIds: [] },
    });
    expect(other.statusCode).toBe(404);
    expect((await staff('GET', `/api/quotes/${quote.id}`)).json().status).toBe('sent');
  });
});

describe('recording a deposit paid by cash, check or ACH', () => {
  it('defaults to the deposit due, shows the quote number in Payments, and conversion credits it', async () => {
    const quote = await sentQuote();
    await staff('POST', `/api/quotes/${quote.id}/client-choice`, {
      acceptedOptionIds: [quote.lineItems[1].id],
    });
    // 1,040.00 + 85.80 = 1,125.80; 25% = 281.45.
    const res = await staff('POST', `/api/quotes/${quote.id}/deposit-payments`, {
      method: 'check',
      reference: 'Check 1042',
      date: '2026-01-15',
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      amount: '281.45',
      method: 'check',
      status: 'completed',
      transactionId: 'Check 1042',
      invoiceId: null,
      invoiceNumber: null,
      quoteId: quote.id,
      quoteNumber: quote.quoteNumber,
      date: '2026-01-15T12:00:00.000Z',
    });
    const detail = (await staff('GET', `/api/quotes/${quote.id}`)).json();
    expect(detail).toMatchObject({
      deposit: { amount: '281.45', paid: '281.45', status: 'paid' },
      depositDue: null,
      onBehalfActions: [],
    });
    const list = (await staff('GET', `/api/payments?search=&limit=100`)).json();
    expect(list.find((p: { id: string }) => p.id === payment.id)).toMatchObject({
      invoiceNumber: null,
      quoteNumber: quote.quoteNumber,
    });
    const audit = await auditFor(payment.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'create',
      userId: w.acme.owner.id,
      changes: { amount: '281.45', method: 'check', invoiceId: null, quoteId: quote.id },
    });
    expect(audit[0].summary).toContain(`the deposit of quote ${quote.quoteNumber}`);

    // A second deposit once it is paid: 409, in the portal's words.
    const again = await staff('POST', `/api/quotes/${quote.id}/deposit-payments`, { method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The deposit of this quote is already paid');

    const invoice = (await staff('POST', `/api/quotes/${quote.id}/convert-to-invoice`, {})).json();
    expect(invoice).toMatchObject({ total: '1125.80', amountPaid: '281.45' });
    expect((await staff('GET', `/api/invoices/${invoice.id}`)).json()).toMatchObject({
      amountPaid: '281.45',
      balanceDue: '844.35',
    });
    const moved = (await staff('GET', `/api/payments/${payment.id}`)).json();
    expect(moved).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      quoteNumber: quote.quoteNumber,
    });
    const late = await staff('POST', `/api/quotes/${quote.id}/deposit-payments`, { method: 'cash' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This quote was already invoiced; please pay the invoice instead');
  });

  it('takes part of the deposit, refuses more than is left (400) and exact cents only', async () => {
    const quote = await sentQuote({
      taxRate: '0',
      lineItems: [line('Boiler', '1000.00')],
      depositType: 'amount',
      depositValue: '300',
    });
    await staff('POST', `/api/quotes/${quote.id}/client-choice`, { acceptedOptionIds: [] });
    const part = await staff('POST', `/api/quotes/${quote.id}/deposit-payments`, {
      amount: '100.10',
      method: 'cash',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect((await staff('GET', `/api/quotes/${quote.id}`)).json()).toMatchObject({
      deposit: { paid: '100.10', status: 'part_paid' },
      depositDue: '199.90',
      onBehalfActions: ['recordDeposit'],
    });
    const over = await staff('POST', `/api/quotes/${quote.id}/deposit-payments`, {
      amount: '199.91',
      method: 'cash',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `Amount exceeds the deposit due of $199.90 on quote ${quote.quoteNumber}`,
    );
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ amount: '10.001', method: 'cash' }, 'Amount must have at most 2 decimal places'],
      [{ amount: '0', method: 'cash' }, 'Amount must be greater than 0'],
      [{ amount: '10', method: 'card' }, 'Method must be one of: cash, check, ach'],
      [{ amount: '10', method: 'cash', date: '2999-01-01' }, 'Payment date cannot be in the future'],
      [
        { amount: '10', method: 'check', reference: 'x'.repeat(101) },
        'Reference must be at most 100 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await staff('POST', `/api/quotes/${quote.id}/deposit-payments`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
  });

  it('a check deposit refunded in part before conversion is due again, and only the net is credited', async () => {
    const quote = await sentQuote({
      taxRate: '0',
      lineItems: [line('Boiler', '1000.00')],
      depositType: 'amount',
      depositValue: '300',
    });
    await staff('POST', `/api/quotes/${quote.id}/client-choice`, { acceptedOptionIds: [] });
    const paid = (
      await staff('POST', `/api/quotes/${quote.id}/deposit-payments`, { method: 'check', reference: '77' })
    ).json();
    const refund = await staff('POST', `/api/payments/${paid.id}/refund`, { amount: '100.00' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await staff('GET', `/api/quotes/${quote.id}`)).json()).toMatchObject({
      deposit: { paid: '200.00', status: 'part_paid' },
      depositDue: '100.00',
      onBehalfActions: ['recordDeposit'],
    });
    const invoice = (await staff('POST', `/api/quotes/${quote.id}/convert-to-invoice`, {})).json();
    expect(invoice).toMatchObject({ total: '1000.00', amountPaid: '200.00' });
  });

  it('409 before the quote is approved or when it asks no deposit', async () => {
    const quote = await sentQuote();
    const early = await staff('POST', `/api/quotes/${quote.id}/deposit-payments`, { method: 'cash' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The deposit can be paid once the quote is approved');
    const none = await sentQuote({ depositType: 'none' });
    await staff('POST', `/api/quotes/${none.id}/client-choice`, { acceptedOptionIds: [] });
    const res = await staff('POST', `/api/quotes/${none.id}/deposit-payments`, { method: 'cash' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This quote does not request a deposit');
  });

  it('401 signed out, 403 for a member without the payments permission, 404 for another tenant', async () => {
    const quote = await sentQuote();
    await staff('POST', `/api/quotes/${quote.id}/client-choice`, { acceptedOptionIds: [] });
    const url = `/api/quotes/${quote.id}/deposit-payments`;
    expect((await as(null, 'POST', url, { method: 'cash' })).statusCode).toBe(401);
    const forbidden = await as(member, 'POST', url, { method: 'cash' });
    expect(forbidden.statusCode).toBe(403);
    const other = await w.t.request(w.globex.owner, 'POST', url, {
      tenant: w.globex.tenant,
      body: { method: 'cash' },
    });
    expect(other.statusCode).toBe(404);
    expect((await staff('GET', `/api/quotes/${quote.id}`)).json().deposit.paid).toBe('0.00');
  });
});

describe('Payments list: a card deposit shows its quote number before conversion', () => {
  it('the portal card deposit row names the quote', async () => {
    const quote = await sentQuote();
    const base = `/api/portal/${w.acme.tenant.slug}`;
    await portalRequest(w.t, pat, 'POST', `${base}/quotes/${quote.id}/approve`, {
      signerName: 'Pat Doe',
      signatureKind: 'typed',
      acceptedOptionIds: [],
    });
    const start = (await portalRequest(w.t, pat, 'POST', `${base}/quotes/${quote.id}/deposit/pay`)).json();
    w.stripe.confirmPaymentIntent(start.clientSecret);
    await portalRequest(w.t, pat, 'POST', `${base}/payments/${start.paymentId}/refresh`);
    const list = (await staff('GET', '/api/payments?limit=100')).json();
    expect(list.find((p: { id: string }) => p.id === start.paymentId)).toMatchObject({
      method: 'credit_card',
      invoiceNumber: null,
      quoteId: quote.id,
      quoteNumber: quote.quoteNumber,
    });
  });
});
