import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditFor, outboxFor } from '../sales-documents/sales.test-support';
import {
  charge,
  clientWithCard,
  closePaymentsWorld,
  createPaymentsWorld,
  invoiceFor,
  invoiceOf,
  ledgerRows,
  ledgerSummary,
  refund,
  type PaymentsWorld,
} from './payments.test-support';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await createPaymentsWorld();
});
afterAll(() => closePaymentsWorld(w));

const intentCreations = () =>
  w.stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

describe('POST /api/payments/card', () => {
  it('charges the default saved card through a PaymentIntent keyed by the payment; completed, receipt sent', async () => {
    const card = await clientWithCard(w);
    const invoice = await invoiceFor(w, { clientId: card.clientId });
    const before = intentCreations().length;
    const res = await charge(w, { invoiceId: invoice.id, amount: '84.15' }, 'key-success-1');
    expect(res.statusCode).toBe(201);
    const payment = res.json();
    expect(payment).toMatchObject({
      amount: '84.15',
      method: 'credit_card',
      status: 'completed',
      failureReason: null,
    });
    expect(payment.transactionId).toMatch(/^ch_/);
    expect(payment.notes).toBe('Charged to Visa ending in 4242');
    const call = intentCreations().at(-1)!;
    expect(intentCreations().length).toBe(before + 1);
    expect(call.idempotencyKey).toBe(`tradeworks-payment-${payment.id}`);
    expect(call.body).toMatchObject({
      amount: '8415',
      currency: 'usd',
      customer: w.stripe.paymentMethods.get(card.stripePaymentMethodId)!.customer,
      payment_method: card.stripePaymentMethodId,
      off_session: 'true',
      confirm: 'true',
      metadata: { tenant_id: w.acme.id, payment_id: payment.id, invoice_id: invoice.id },
    });
    expect(await invoiceOf(w, invoice.id)).toMatchObject({ status: 'sent', amountPaid: '84.15' });
    expect((await outboxFor(w.t, w.acme, payment.id)).length).toBe(1);
    expect(await auditFor(w.t, w.acme, payment.id)).toContainEqual({
      action: 'charge',
      summary: `Payment of $84.15 recorded for ${invoice.invoiceNumber} (credit_card)`,
    });

    // The rest, on the chosen method: the invoice is paid.
    const rest = await charge(w, { invoiceId: invoice.id, amount: '200.00', paymentMethodId: card.methodId });
    expect(rest.json().status).toBe('completed');
    expect(await invoiceOf(w, invoice.id)).toMatchObject({ status: 'paid', amountPaid: '284.15' });
  });

  it('a retried request with the same Idempotency-Key charges once and answers the same payment', async () => {
    const card = await clientWithCard(w);
    const invoice = await invoiceFor(w, { clientId: card.clientId });
    const before = intentCreations().length;
    const [a, b] = await Promise.all([
      charge(w, { invoiceId: invoice.id, amount: '50' }, 'retry-key-1'),
      charge(w, { invoiceId: invoice.id, amount: '50' }, 'retry-key-1'),
    ]);
    const c = await charge(w, { invoiceId: invoice.id, amount: '50' }, 'retry-key-1');
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    const id = a.json().id;
    expect(new Set([a.json().id, b.json().id, c.json().id]).size).toBe(1);
    // A retry that overlaps the first call may ask Stripe again, always with the payment's own key: one intent.
    const calls = intentCreations().slice(before);
    expect(new Set(calls.map((r) => r.idempotencyKey))).toEqual(new Set([`tradeworks-payment-${id}`]));
    const intents = [...w.stripe.paymentIntents.values()].filter(
      (pi) => (pi.metadata as Record<string, string>).payment_id === id,
    );
    expect(intents).toHaveLength(1);
    expect(w.stripe.charges.size).toBeGreaterThan(0);
    expect([...w.stripe.charges.values()].filter((ch) => ch.payment_intent === intents[0].id)).toHaveLength(
      1,
    );
    expect(await ledgerRows(w, invoice.id)).toHaveLength(1);
    expect((await invoiceOf(w, invoice.id)).amountPaid).toBe('50.00');
  });

  it('a declined card is a failed payment with the provider’s reason; the balance is untouched', async () => {
    const card = await clientWithCard(w, '0002');
    const invoice = await invoiceFor(w, { clientId: card.clientId });
    const res = await charge(w, { invoiceId: invoice.id, amount: '284.15' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
      refundableAmount: '0.00',
    });
    expect(await invoiceOf(w, invoice.id)).toMatchObject({ status: 'sent', amountPaid: '0.00' });
    expect(await auditFor(w.t, w.acme, res.json().id)).toContainEqual({
      action: 'charge_failed',
      summary: `Card payment of $284.15 for ${invoice.invoiceNumber} failed: Your card was declined.`,
    });
    expect((await refund(w, res.json().id)).statusCode).toBe(409);
    expect((await outboxFor(w.t, w.acme, res.json().id)).length).toBe(0);
  });

  it('refuses over the balance, drafts, clients without a card, and says when cards are not configured', async () => {
    const card = await clientWithCard(w);
    const invoice = await invoiceFor(w, { clientId: card.clientId });
    const over = await charge(w, { invoiceId: invoice.id, amount: '284.16' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      `Amount exceeds the balance due of $284.15 on invoice ${invoice.invoiceNumber}`,
    );
    const draft = await invoiceFor(w, { clientId: card.clientId, status: 'draft' });
    expect((await charge(w, { invoiceId: draft.id, amount: '1' })).statusCode).toBe(409);
    const noCard = await invoiceFor(w);
    const none = await charge(w, { invoiceId: noCard.id, amount: '1' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'This client has no saved card. Add a payment method on the client page first.',
    );
    const key = w.t.app.env.STRIPE_SECRET_KEY;
    delete w.t.app.env.STRIPE_SECRET_KEY;
    try {
      const off = await charge(w, { invoiceId: invoice.id, amount: '1' });
      expect(off.statusCode).toBe(503);
      expect(off.json().message).toBe('Payment processing is currently unavailable.');
      const status = await w.t.request(w.member, 'GET', '/api/payments/card-status', { tenant: w.acme });
      expect(status.json()).toEqual({ configured: false });
    } finally {
      w.t.app.env.STRIPE_SECRET_KEY = key;
    }
    expect(await ledgerRows(w, invoice.id)).toHaveLength(0);
  });
});

describe('card refunds', () => {
  it('refunds through Stripe, in part then the rest; the invoice reopens and the payment reads refunded', async () => {
    const card = await clientWithCard(w);
    const invoice = await invoiceFor(w, { clientId: card.clientId });
    const payment = (await charge(w, { invoiceId: invoice.id, amount: '284.15' })).json();
    expect((await invoiceOf(w, invoice.id)).status).toBe('paid');
    const part = await refund(w, payment.id, { amount: '34.15', reason: 'Part returned' });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      status: 'completed',
      refundedAmount: '34.15',
      refundableAmount: '250.00',
    });
    expect(part.json().refunds[0]).toMatchObject({
      amount: '34.15',
      status: 'refunded',
      reason: 'Part returned',
    });
    const call = w.stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)!;
    expect(call.body).toMatchObject({ amount: '3415', payment_intent: expect.stringMatching(/^pi_/) });
    expect(call.idempotencyKey).toBe(`tradeworks-refund-${part.json().refunds[0].id}`);
    expect(await invoiceOf(w, invoice.id)).toMatchObject({ status: 'sent', amountPaid: '250.00' });
    const rest = await refund(w, payment.id);
    expect(rest.json()).toMatchObject({ status: 'refunded', refundedAmount: '284.15' });
    expect(await invoiceOf(w, invoice.id)).toMatchObject({ status: 'sent', amountPaid: '0.00' });
    // The card refund row turned 'refunded' by an update: the kept count of fully refunded payments follows it.
    const summary = await w.t.request(w.owner, 'GET', '/api/payments/summary', { tenant: w.acme });
    expect(summary.json()).toMatchObject(await ledgerSummary(w));
  });

  it('two refunds racing for the same money: one wins, the other is refused, nothing is over-refunded', async () => {
    const card = await clientWithCard(w);
    const invoice = await invoiceFor(w, { clientId: card.clientId });
    const payment = (await charge(w, { invoiceId: invoice.id, amount: '100.00' })).json();
    const results = await Promise.all([
      refund(w, payment.id, { amount: '60' }),
      refund(w, payment.id, { amount: '60' }),
      refund(w, payment.id, { amount: '60' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 400, 400]);
    const refunds = (await ledgerRows(w, invoice.id)).filter((r) => r.refund_of_id);
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([['60.00', 'refunded']]);
    expect(w.stripe.refunds.size).toBeGreaterThan(0);
    expect((await invoiceOf(w, invoice.id)).amountPaid).toBe('40.00');
  });
});
