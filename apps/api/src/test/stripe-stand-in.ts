import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the subset of the Stripe REST API we call (customers create/retrieve,
 * setup_intents create, payment_methods retrieve/attach/detach): form-encoded bodies, bearer keys,
 * idempotency keys, Stripe-shaped objects and errors. The official SDK is pointed at it with host/port/protocol.
 * Helpers stand in for what Stripe.js does in the browser (creating a card, confirming a SetupIntent).
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

export class StripeStandIn {
  readonly customers = new Map<string, Json>();
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
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
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
