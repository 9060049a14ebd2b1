import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  charge,
  clientWithCard,
  closePaymentsWorld,
  createPaymentsWorld,
  invoiceFor,
  invoiceOf,
  ledgerRows,
  type PaymentsWorld,
} from './payments.test-support';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await createPaymentsWorld();
});
afterAll(() => closePaymentsWorld(w));

type Json = Record<string, unknown>;

const post = (payload: string, signature: string | undefined, headers: Record<string, string> = {}) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
      ...headers,
    },
  });

const deliver = (event: Json, options: { secret?: string; timestamp?: number } = {}) => {
  const { payload, signature } = w.stripe.sign(event, options);
  return post(payload, signature);
};

/** A card the stand-in leaves processing: the verdict only comes by webhook. */
async function processingPayment(amount = '100.00') {
  const card = await clientWithCard(w, '3220');
  const invoice = await invoiceFor(w, { clientId: card.clientId });
  const res = await charge(w, { invoiceId: invoice.id, amount });
  expect(res.json().status).toBe('processing');
  const intent = [...w.stripe.paymentIntents.values()].find(
    (pi) => (pi.metadata as Json).payment_id === res.json().id,
  )!;
  return { invoice, payment: res.json(), intentId: intent.id as string };
}

const getPayment = async (id: string) =>
  (await w.t.request(w.owner, 'GET', `/api/payments/${id}`, { tenant: w.acme })).json();

describe('POST /api/webhooks/stripe', () => {
  it('refuses a bad, missing, foreign-secret or stale signature with 400 and changes nothing', async () => {
    const { payment, intentId } = await processingPayment();
    const event = w.stripe.event('payment_intent.succeeded', w.stripe.settleIntent(intentId, 'succeeded'));
    const { payload, signature } = w.stripe.sign(event);
    const tampered = payload.replace('"succeeded"', '"succeeded" ');
    for (const res of [
      await post(tampered, signature),
      await post(payload, undefined),
      await post(payload, 't=1,v1=deadbeef'),
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
      // Signed more than 5 minutes in the future (Stripe's SDK checks only the past).
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) + 600 }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired Stripe signature');
    }
    expect((await getPayment(payment.id)).status).toBe('processing');
  });

  it('needs no session and passes the same-origin guard; a succeeded intent completes the payment once', async () => {
    const { invoice, payment, intentId } = await processingPayment('284.15');
    const event = w.stripe.event('payment_intent.succeeded', w.stripe.settleIntent(intentId, 'succeeded'));
    const { payload, signature } = w.stripe.sign(event);
    const first = await post(payload, signature, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://stripe.com',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, applied: true });
    expect(await getPayment(payment.id)).toMatchObject({
      status: 'completed',
      transactionId: expect.stringMatching(/^ch_/),
    });
    expect(await invoiceOf(w, invoice.id)).toMatchObject({ status: 'paid', amountPaid: '284.15' });
    // The same event again (Stripe retries): nothing changes.
    const replay = await post(payload, signature);
    expect(replay.json()).toEqual({ received: true, applied: false });
    // An older payment_failed arriving after success cannot undo it.
    const late = await deliver(
      w.stripe.event('payment_intent.payment_failed', {
        ...w.stripe.paymentIntents.get(intentId)!,
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
      }),
    );
    expect(late.json()).toEqual({ received: true, applied: false });
    expect((await getPayment(payment.id)).status).toBe('completed');
    expect(await ledgerRows(w, invoice.id)).toHaveLength(1);
  });

  it('payment_failed fails a processing payment with the provider’s reason', async () => {
    const { invoice, payment, intentId } = await processingPayment();
    const res = await deliver(
      w.stripe.event('payment_intent.payment_failed', w.stripe.settleIntent(intentId, 'failed')),
    );
    expect(res.json().applied).toBe(true);
    expect(await getPayment(payment.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Your card was declined.',
    });
    expect((await invoiceOf(w, invoice.id)).amountPaid).toBe('0.00');
  });

  it('charge.refunded before payment_intent.succeeded (out of order) settles both, once', async () => {
    const { invoice, payment, intentId } = await processingPayment('200.00');
    const intent = w.stripe.settleIntent(intentId, 'succeeded');
    const succeeded = w.stripe.event('payment_intent.succeeded', intent);
    // A refund made in the Stripe dashboard.
    const stripe = new (await import('stripe')).default(w.t.app.env.STRIPE_SECRET_KEY!, {
      host: '127.0.0.1',
      port: new URL(w.stripe.url).port,
      protocol: 'http',
    });
    await stripe.refunds.create({ payment_intent: intentId, amount: 5000 });
    const chargeObject = w.stripe.charges.get(intent.latest_charge as string)!;
    const refunded = w.stripe.event('charge.refunded', chargeObject);
    const first = await deliver(refunded);
    expect(first.json().applied).toBe(true);
    expect(await getPayment(payment.id)).toMatchObject({ status: 'completed', refundedAmount: '50.00' });
    expect(await invoiceOf(w, invoice.id)).toMatchObject({ amountPaid: '150.00' });
    expect((await deliver(succeeded)).json().applied).toBe(false);
    expect((await deliver(refunded)).json().applied).toBe(false); // replay
    // The same refund in a new event (Stripe lists every refund of the charge each time) adds nothing.
    expect((await deliver(w.stripe.event('charge.refunded', chargeObject))).json().applied).toBe(false);
    const rows = await ledgerRows(w, invoice.id);
    expect(rows.map((r) => [r.amount, r.status])).toEqual([
      ['200.00', 'completed'],
      ['50.00', 'refunded'],
    ]);
  });

  it('acknowledges events about payments it does not know and event types it does not handle', async () => {
    const unknown = await deliver(
      w.stripe.event('payment_intent.succeeded', {
        id: 'pi_unknown',
        object: 'payment_intent',
        metadata: {},
      }),
    );
    expect(unknown.json()).toEqual({ received: true, applied: false });
    const other = await deliver(w.stripe.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(other.json()).toEqual({ received: true, applied: false });
  });

  it('answers a correctly signed body that is not an event with 400, never 500', async () => {
    const junk: unknown[] = [
      {},
      [],
      'x',
      { type: 'payment_intent.succeeded' },
      { id: 'evt_junk1', type: 'payment_intent.succeeded', data: null },
      { id: 'evt_junk2', type: 'charge.refunded', data: { object: null } },
      { id: 7, type: 'payment_intent.payment_failed', data: { object: {} } },
    ];
    for (const body of junk) {
      const payload = JSON.stringify(body);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: w.stripe.webhookSecret });
      const res = await post(payload, signature);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error).toBe('VALIDATION');
    }
    // An intent id that is not a string finds no payment: acknowledged, nothing applied.
    const odd = await deliver({
      id: 'evt_junk3',
      type: 'payment_intent.succeeded',
      data: { object: { id: {} } },
    });
    expect(odd.statusCode).toBe(200);
    expect(odd.json()).toEqual({ received: true, applied: false });
  });
});
