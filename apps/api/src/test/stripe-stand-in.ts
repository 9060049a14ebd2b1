import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server speaking the subset of the Stripe REST API we call (customers create/retrieve,
 * setup_intents create, payment_methods retrieve/attach/detach, payment_intents create/confirm/retrieve,
 * refunds create): form-encoded bodies, bearer keys,
 * idempotency keys, Stripe-shaped objects and errors. The official SDK is pointed at it with host/port/protocol.
 * Helpers stand in for what Stripe.js does in the browser (creating a card, confirming a SetupIntent) and
 * for Stripe's webhook deliveries (events signed with the SDK's generateTestHeaderString).
 * Cards ending 0002 are declined (card_declined), 9995 decline with insufficient_funds, 3220 stay processing.
 */

type Json = Record<string, unknown>;
interface StripeErrorBody {
  type: string;
  message: string;
  code?: string;
  param?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: Json;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
}

export interface CardInput {
  brand?: string;
  last4?: string;
  exp_month?: number;
  exp_year?: number;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);
const missing = (kind: string, value: string, param = 'id') =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${value}'`,
  });

/** Parses Stripe's form encoding: a[b]=1&list[0]=x → { a: { b: '1' }, list: ['x'] }. */
export function parseStripeForm(text: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split('[').map((part, i) => (i === 0 ? part : part.replace(/]$/, '')));
    let target = out as Record<string, unknown>;
    const keys = [head, ...rest];
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        target[key] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(keys[i + 1]);
      target[key] ??= nextIsIndex ? [] : {};
      target = target[key] as Record<string, unknown>;
    });
  }
  return out;
}

/** Test cards by last 4 digits, as Stripe's test numbers behave. */
const DECLINES: Record<string, { decline_code: string; message: string }> = {
  '0002': { decline_code: 'generic_decline', message: 'Your card was declined.' },
  '9995': { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};
const PROCESSING_LAST4 = '3220';

export class StripeStandIn {
  readonly customers = new Map<string, Json>();
  readonly paymentIntents = new Map<string, Json>();
  readonly charges = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  /** The signing secret of webhook events this stand-in produces. */
  webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
  readonly setupIntents = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json>();
  readonly requests: RecordedRequest[] = [];
  /** While true every API call answers 500 api_error (a Stripe outage). */
  outage = false;
  private readonly idempotent = new Map<string, { status: number; body: Json }>();
  private server = createServer((req, res) => void this.handle(req, res));

  private constructor(readonly secretKey: string) {}

  static async start(secretKey = `sk_test_${randomBytes(8).toString('hex')}`): Promise<StripeStandIn> {
    const standIn = new StripeStandIn(secretKey);
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    return standIn;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** What Stripe.js does with the card form: a PaymentMethod the server only ever sees by id. */
  createPaymentMethod(
    input:
      | { type?: 'card'; card?: CardInput }
      | { type: 'us_bank_account'; bankName?: string; last4?: string }
      | { type: string },
  ): string {
    const pm: Json = {
      id: id('pm'),
      object: 'payment_method',
      type: input.type ?? 'card',
      customer: null,
      created: now(),
      livemode: false,
      billing_details: { address: null, email: null, name: null, phone: null },
      metadata: {},
    };
    if (pm.type === 'card') {
      const card = ('card' in input && input.card) || {};
      pm.card = {
        brand: card.brand ?? 'visa',
        last4: card.last4 ?? '4242',
        exp_month: card.exp_month ?? 12,
        exp_year: card.exp_year ?? new Date().getUTCFullYear() + 3,
        funding: 'credit',
        country: 'US',
      };
    } else if (pm.type === 'us_bank_account') {
      const bank = input as { bankName?: string; last4?: string };
      pm.us_bank_account = {
        bank_name: bank.bankName ?? 'STRIPE TEST BANK',
        last4: bank.last4 ?? '6789',
        account_type: 'checking',
        account_holder_type: 'individual',
        routing_number: '110000000',
      };
    }
    this.paymentMethods.set(pm.id as string, pm);
    return pm.id as string;
  }

  /** What stripe.confirmSetup does: the new method is attached to the SetupIntent's customer. */
  confirmSetup(clientSecret: string, card: CardInput = {}): string {
    const intent = [...this.setupIntents.values()].find((s) => s.client_secret === clientSecret);
    if (!intent) throw new Error(`No SetupIntent with client secret ${clientSecret}`);
    const pmId = this.createPaymentMethod({ type: 'card', card });
    this.paymentMethods.get(pmId)!.customer = intent.customer;
    Object.assign(intent, { status: 'succeeded', payment_method: pmId });
    return pmId;
  }

  /**
   * What stripe.confirmCardPayment / confirmPayment does in the browser with a PaymentIntent's client secret
   * (customer portal): a new card is created and the intent confirmed with it. Returns the intent.
   */
  confirmPaymentIntent(clientSecret: string, card: CardInput = {}): Json {
    const intent = [...this.paymentIntents.values()].find((p) => p.client_secret === clientSecret);
    if (!intent) throw new Error(`No PaymentIntent with client secret ${clientSecret}`);
    const pmId = this.createPaymentMethod({ type: 'card', card });
    try {
      return this.confirmIntent(intent, { payment_method: pmId });
    } catch (err) {
      if (err instanceof StripeHttpError) return intent;
      throw err;
    }
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const text = Buffer.concat(chunks).toString('utf8');
    const body = req.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      body,
      contentType: req.headers['content-type'],
      idempotencyKey,
    });
    const send = (status: number, json: Json) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' },
      });
    }
    if (this.outage) return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
    const cacheKey = idempotencyKey && `${req.method} ${url.pathname} ${idempotencyKey}`;
    const cached = cacheKey && this.idempotent.get(cacheKey);
    if (cached) return send(cached.status, cached.body);
    let status = 200;
    let json: Json;
    try {
      json = this.route(req.method ?? 'GET', url.pathname, body);
    } catch (err) {
      if (!(err instanceof StripeHttpError)) throw err;
      status = err.status;
      json = { error: err.body };
    }
    if (cacheKey) this.idempotent.set(cacheKey, { status, body: json });
    send(status, json);
  }

  private route(method: string, path: string, body: Json): Json {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(body);
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      return (
        this.customers.get(m[1]) ??
        (() => {
          throw missing('customer', m![1]);
        })()
      );
    }
    if (method === 'POST' && path === '/v1/setup_intents') return this.createSetupIntent(body);
    if ((m = path.match(/^\/v1\/payment_methods\/([^/]+)(\/attach|\/detach)?$/))) {
      const pm = this.paymentMethods.get(m[1]);
      if (!pm) throw missing('PaymentMethod', m[1]);
      if (method === 'GET' && !m[2]) return pm;
      if (method === 'POST' && m[2] === '/attach') return this.attach(pm, body);
      if (method === 'POST' && m[2] === '/detach') return this.detach(pm);
    }
    if (method === 'POST' && path === '/v1/payment_intents') return this.createPaymentIntent(body);
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/))) {
      const intent = this.paymentIntents.get(m[1]);
      if (!intent) throw missing('payment_intent', m[1]);
      if (method === 'GET' && !m[2]) return intent;
      if (method === 'POST' && m[2] === '/confirm') return this.confirmIntent(intent, body);
    }
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/)) && method === 'POST') {
      const intent = this.paymentIntents.get(m[1]);
      if (!intent) throw missing('payment_intent', m[1]);
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        throw new StripeHttpError(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
        });
      }
      intent.status = 'canceled';
      return intent;
    }
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(body);
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  private createPaymentIntent(body: Json): Json {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least $0.50 usd',
      });
    }
    const customer = body.customer as string | undefined;
    if (customer && !this.customers.has(customer)) throw missing('customer', customer, 'customer');
    const intentId = id('pi');
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: body.currency ?? 'usd',
      customer: customer ?? null,
      payment_method: body.payment_method ?? null,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      status: body.payment_method ? 'requires_confirmation' : 'requires_payment_method',
      latest_charge: null,
      last_payment_error: null,
      created: now(),
      livemode: false,
    };
    this.paymentIntents.set(intentId, intent);
    return body.confirm === 'true' ? this.confirmIntent(intent, {}) : intent;
  }

  private confirmIntent(intent: Json, body: Json): Json {
    if (body.payment_method) intent.payment_method = body.payment_method;
    const pmId = intent.payment_method as string | null;
    const pm = pmId ? this.paymentMethods.get(pmId) : undefined;
    if (!pm) throw missing('payment_method', pmId ?? '', 'payment_method');
    if (intent.customer && pm.customer !== intent.customer) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        param: 'payment_method',
        message: `The provided PaymentMethod ${pmId} does not belong to the Customer ${String(intent.customer)}.`,
      });
    }
    const last4 = (pm.card as Json | undefined)?.last4 as string | undefined;
    const decline = last4 ? DECLINES[last4] : undefined;
    if (decline) {
      const error = { type: 'card_error', code: 'card_declined', ...decline, payment_method: pm };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
      throw new StripeHttpError(402, {
        ...error,
        payment_intent: intent,
      } as unknown as StripeErrorBody);
    }
    if (last4 === PROCESSING_LAST4) {
      intent.status = 'processing';
      return intent;
    }
    const charge: Json = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      paid: true,
      status: 'succeeded',
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      payment_method: pmId,
      metadata: intent.metadata,
      refunds: { object: 'list', data: [], has_more: false },
      created: now(),
    };
    this.charges.set(charge.id as string, charge);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id });
    return intent;
  }

  private createRefund(body: Json): Json {
    const intentId = body.payment_intent as string | undefined;
    const intent = intentId ? this.paymentIntents.get(intentId) : undefined;
    if (!intent) throw missing('payment_intent', intentId ?? '', 'payment_intent');
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge as string) : undefined;
    if (!charge) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: `PaymentIntent ${intentId} does not have a successful charge to refund.`,
      });
    }
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (amount > left) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      });
    }
    const refund: Json = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      metadata: body.metadata ?? {},
      status: 'succeeded',
      created: now(),
    };
    this.refunds.set(refund.id as string, refund);
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    ((charge.refunds as Json).data as Json[]).unshift(refund);
    return refund;
  }

  /** A Stripe event around a copy of `object`, as Stripe would post it. */
  event(type: string, object: Json, created = now()): Json {
    return {
      id: id('evt'),
      object: 'event',
      api_version: '2025-09-30.clover',
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
  }

  /** The body and Stripe-Signature header of an event, signed with `secret` (default: this stand-in's) at `timestamp`. */
  sign(
    event: Json,
    options: { secret?: string; timestamp?: number } = {},
  ): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? this.webhookSecret,
      timestamp: options.timestamp ?? now(),
    });
    return { payload, signature };
  }

  /** Posts a signed event to a webhook URL (what Stripe does after a charge or refund). */
  async deliver(url: string, event: Json): Promise<Response> {
    const { payload, signature } = this.sign(event);
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }

  /** Settles an intent the stand-in left processing (what the bank eventually says). */
  settleIntent(intentId: string, outcome: 'succeeded' | 'failed'): Json {
    const intent = this.paymentIntents.get(intentId);
    if (!intent) throw new Error(`No PaymentIntent ${intentId}`);
    if (outcome === 'failed') {
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
      return intent;
    }
    const pmId = intent.payment_method as string;
    const pm = this.paymentMethods.get(pmId)!;
    (pm.card as Json).last4 = '4242';
    return this.confirmIntent(intent, {});
  }

  private createCustomer(body: Json): Json {
    const customer = {
      id: id('cus'),
      object: 'customer',
      name: body.name ?? null,
      email: body.email ?? null,
      metadata: body.metadata ?? {},
      created: now(),
      livemode: false,
      invoice_settings: { default_payment_method: null },
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createSetupIntent(body: Json): Json {
    const customer = body.customer as string | undefined;
    if (customer && !this.customers.has(customer)) throw missing('customer', customer, 'customer');
    const intentId = id('seti');
    const intent = {
      id: intentId,
      object: 'setup_intent',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      customer: customer ?? null,
      usage: body.usage ?? 'off_session',
      payment_method_types: body.payment_method_types ?? ['card'],
      payment_method: null,
      status: 'requires_payment_method',
      created: now(),
      livemode: false,
    };
    this.setupIntents.set(intentId, intent);
    return intent;
  }

  private attach(pm: Json, body: Json): Json {
    const customer = body.customer as string | undefined;
    if (!customer)
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        param: 'customer',
        message: 'Missing required param: customer.',
      });
    if (!this.customers.has(customer)) throw missing('customer', customer, 'customer');
    if (pm.customer && pm.customer !== customer) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'The payment method you provided has already been attached to a customer.',
      });
    }
    pm.customer = customer;
    return pm;
  }

  private detach(pm: Json): Json {
    if (!pm.customer) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
      });
    }
    pm.customer = null;
    return pm;
  }
}
