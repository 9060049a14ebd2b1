import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeStandIn } from '../../test/stripe-stand-in';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { clientRow, createClientVia, userWithPermissions } from './clients.test-support';

let t: TestContext;
let stripe: StripeStandIn;
let acme: TestTenant;
let other: TestTenant;
let billing: TestUser;
let member: TestUser;
let viewer: TestUser;
let outsider: TestUser;

const env = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_BASE'] as const;

beforeAll(async () => {
  stripe = await StripeStandIn.start();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_API_BASE: stripe.url,
  });
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  // The custom role below is named 'manager' (clients-test-support), so the payments clerk is an admin.
  billing = await t.user({ tenant: acme, role: 'admin' });
  // Members edit clients but only view payments: saved methods are a payments action (DESIGN §5).
  member = await t.user({ tenant: acme, role: 'member' });
  viewer = await userWithPermissions(t, acme, ['clients:view']);
  outsider = await t.user({ tenant: other, role: 'owner' });
});
afterAll(async () => {
  for (const key of env) delete process.env[key];
  await t.close();
  await stripe.close();
});

const path = (clientId: string, rest = '') => `/api/clients/${clientId}${rest}`;
const setupIntent = (clientId: string, user = billing, tenant = acme) =>
  t.request(user, 'POST', path(clientId, '/setup-intent'), { tenant });
const save = (clientId: string, body: Record<string, unknown>, user = billing, tenant = acme) =>
  t.request(user, 'POST', path(clientId, '/payment-methods/stripe'), { tenant, body });
const list = (clientId: string) =>
  t.request(billing, 'GET', path(clientId, '/payment-methods'), { tenant: acme });

describe('GET /api/payments/config', () => {
  it('gives the browser the publishable key', async () => {
    const res = await t.request(billing, 'GET', '/api/payments/config', { tenant: acme });
    expect(res.json()).toEqual({ publishableKey: 'pk_test_standin' });
    expect((await t.request(null, 'GET', '/api/payments/config')).statusCode).toBe(401);
  });
});

describe('adding a card through a SetupIntent', () => {
  it('creates the Stripe customer on first use, stores it, and saves the confirmed card as the default', async () => {
    const client = await createClientVia(t, billing, acme, { email: 'card@example.com' });
    const first = await setupIntent(client.id);
    expect(first.statusCode).toBe(201);
    const { clientSecret, customerId } = first.json();
    expect(clientSecret).toMatch(/^seti_.+_secret_/);
    expect((await clientRow(t, client.id)).stripe_customer_id).toBe(customerId);
    // Form-encoded calls with an idempotency key for the customer.
    const created = stripe.requests.find((r) => r.path === '/v1/customers')!;
    expect(created.contentType).toMatch(/application\/x-www-form-urlencoded/);
    expect(created.body).toMatchObject({
      name: 'Maria Lopez',
      email: 'card@example.com',
      metadata: { tenant_id: acme.id, client_id: client.id },
    });
    expect(created.idempotencyKey).toBe(`tradeworks-customer-${acme.id}-${client.id}-first`);
    expect(stripe.requests.at(-1)!.body).toMatchObject({
      customer: customerId,
      usage: 'off_session',
      payment_method_types: ['card', 'us_bank_account'],
    });

    // A second intent reuses the stored customer.
    expect((await setupIntent(client.id)).json().customerId).toBe(customerId);
    expect(stripe.customers.size).toBe(1);

    const pmId = stripe.confirmSetup(clientSecret, {
      brand: 'visa',
      last4: '4242',
      exp_month: 8,
      exp_year: 2099,
    });
    const saved = await save(client.id, { paymentMethodId: pmId });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      clientId: client.id,
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2099,
      displayName: 'Visa ending in 4242',
      isDefault: true,
      isActive: true,
      stripePaymentMethodId: pmId,
      stripeCustomerId: customerId,
    });
    // Saving the same method again (a double click) answers the saved one.
    expect((await save(client.id, { paymentMethodId: pmId })).json().id).toBe(saved.json().id);
    expect((await list(client.id)).json()).toHaveLength(1);
  });

  it('attaches a method that is not attached yet, keeps one default, renames and promotes on delete', async () => {
    const client = await createClientVia(t, billing, acme, { email: 'two@example.com' });
    const { clientSecret, customerId } = (await setupIntent(client.id)).json();
    const visa = (await save(client.id, { paymentMethodId: stripe.confirmSetup(clientSecret) })).json();
    const loose = stripe.createPaymentMethod({ type: 'card', card: { brand: 'mastercard', last4: '5454' } });
    const mc = await save(client.id, { paymentMethodId: loose, displayName: ' Office card ' });
    expect(mc.json()).toMatchObject({ displayName: 'Office card', isDefault: false });
    expect(stripe.paymentMethods.get(loose)!.customer).toBe(customerId);
    const bankId = stripe.createPaymentMethod({ type: 'us_bank_account', last4: '6789' });
    const bank = (await save(client.id, { paymentMethodId: bankId })).json();
    expect(bank).toMatchObject({
      type: 'us_bank_account',
      displayName: 'Bank account ending in 6789',
      last4: '6789',
      expMonth: null,
    });

    const renamed = await t.request(billing, 'PATCH', path(client.id, `/payment-methods/${mc.json().id}`), {
      tenant: acme,
      body: { displayName: 'Company Mastercard' },
    });
    expect(renamed.json().displayName).toBe('Company Mastercard');
    const blank = await t.request(billing, 'PATCH', path(client.id, `/payment-methods/${mc.json().id}`), {
      tenant: acme,
      body: { displayName: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ displayName: 'Display name is required' });

    const made = await t.request(
      billing,
      'PUT',
      path(client.id, `/payment-methods/${mc.json().id}/default`),
      {
        tenant: acme,
      },
    );
    expect(made.json().isDefault).toBe(true);
    let methods = (await list(client.id)).json();
    expect(
      methods.filter((m: { isDefault: boolean }) => m.isDefault).map((m: { id: string }) => m.id),
    ).toEqual([mc.json().id]);
    expect(methods[0].id).toBe(mc.json().id);

    // Deleting the default detaches it at Stripe and promotes the newest remaining method (the bank account).
    const removed = await t.request(billing, 'DELETE', path(client.id, `/payment-methods/${mc.json().id}`), {
      tenant: acme,
    });
    expect(removed.statusCode).toBe(204);
    expect(stripe.paymentMethods.get(loose)!.customer).toBeNull();
    methods = (await list(client.id)).json();
    expect(methods.map((m: { id: string; isDefault: boolean }) => [m.id, m.isDefault])).toEqual([
      [bank.id, true],
      [visa.id, false],
    ]);
  });
});

describe('refused methods', () => {
  it('validates the body and the stored record, and reports Stripe’s own errors', async () => {
    const client = await createClientVia(t, billing, acme, { email: 'bad@example.com' });
    const { customerId } = (await setupIntent(client.id)).json();
    expect((await save(client.id, {})).json().fieldErrors).toEqual({
      paymentMethodId: 'Payment method is required',
    });
    const expired = stripe.createPaymentMethod({
      type: 'card',
      card: { exp_year: new Date().getUTCFullYear() - 1 },
    });
    const old = await save(client.id, { paymentMethodId: expired });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({
      message: 'Expiry year cannot be in the past',
      fieldErrors: { expYear: 'Expiry year cannot be in the past' },
    });
    expect(stripe.paymentMethods.get(expired)!.customer).toBeNull();
    const sepa = await save(client.id, {
      paymentMethodId: stripe.createPaymentMethod({ type: 'sepa_debit' }),
    });
    expect(sepa.json().message).toBe('Payment method type must be card or us_bank_account');
    const unknown = await save(client.id, { paymentMethodId: 'pm_missing' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("No such PaymentMethod: 'pm_missing'");
    const foreign = stripe.createPaymentMethod({ type: 'card' });
    stripe.paymentMethods.get(foreign)!.customer = 'cus_someone_else';
    expect((await save(client.id, { paymentMethodId: foreign })).json().message).toBe(
      'This payment method belongs to another customer',
    );
    expect((await list(client.id)).json()).toEqual([]);
    expect(customerId).toMatch(/^cus_/);
  });

  it('replaces a stored customer Stripe no longer knows', async () => {
    const client = await createClientVia(t, billing, acme, { email: 'gone@example.com' });
    const before = (await setupIntent(client.id)).json().customerId;
    stripe.customers.delete(before);
    const after = await setupIntent(client.id);
    expect(after.statusCode).toBe(201);
    expect(after.json().customerId).not.toBe(before);
    expect((await clientRow(t, client.id)).stripe_customer_id).toBe(after.json().customerId);
  });

  it('answers 503 while Stripe is down or the key is refused', async () => {
    const client = await createClientVia(t, billing, acme, { email: 'down@example.com' });
    stripe.outage = true;
    try {
      const res = await setupIntent(client.id);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'UNAVAILABLE',
        message: 'Unable to connect to payment processor. Please try again.',
      });
    } finally {
      stripe.outage = false;
    }
    t.app.env.STRIPE_SECRET_KEY = 'sk_test_wrong';
    try {
      expect((await setupIntent(client.id)).json()).toEqual({
        error: 'UNAVAILABLE',
        message: 'Payment processing is currently unavailable.',
      });
    } finally {
      t.app.env.STRIPE_SECRET_KEY = stripe.secretKey;
    }
    expect((await clientRow(t, client.id)).stripe_customer_id).toBeNull();
  });
});

describe('tenancy and access', () => {
  it('answers 404 on every payment route for another tenant’s client and method, changing nothing', async () => {
    const client = await createClientVia(t, billing, acme, { email: 'private@example.com' });
    const { clientSecret } = (await setupIntent(client.id)).json();
    const method = (await save(client.id, { paymentMethodId: stripe.confirmSetup(clientSecret) })).json();
    const calls = stripe.requests.length;
    const methodPath = path(client.id, `/payment-methods/${method.id}`);
    const attempts = [
      t.request(outsider, 'POST', path(client.id, '/setup-intent'), { tenant: other }),
      t.request(outsider, 'GET', path(client.id, '/payment-methods'), { tenant: other }),
      t.request(outsider, 'POST', path(client.id, '/payment-methods/stripe'), {
        tenant: other,
        body: { paymentMethodId: method.stripePaymentMethodId },
      }),
      t.request(outsider, 'PATCH', methodPath, { tenant: other, body: { displayName: 'Stolen' } }),
      t.request(outsider, 'PUT', `${methodPath}/default`, { tenant: other }),
      t.request(outsider, 'DELETE', methodPath, { tenant: other }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    // Nothing reached Stripe and the method is untouched.
    expect(stripe.requests.length).toBe(calls);
    expect((await list(client.id)).json()).toEqual([
      expect.objectContaining({ id: method.id, displayName: method.displayName, isDefault: true }),
    ]);
    expect(stripe.paymentMethods.get(method.stripePaymentMethodId)!.customer).toBe(method.stripeCustomerId);
  });

  it('answers 401 signed out and 403 without edit on payments (a member, a role with only view on clients)', async () => {
    const client = await createClientVia(t, billing, acme, { email: 'perm@example.com' });
    const id = '01900000-0000-7000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/setup-intent'],
      ['GET', '/payment-methods'],
      ['POST', '/payment-methods/stripe'],
      ['PATCH', `/payment-methods/${id}`],
      ['PUT', `/payment-methods/${id}/default`],
      ['DELETE', `/payment-methods/${id}`],
    ] as const) {
      expect(
        (await t.request(null, method, path(client.id, url), { tenant: acme, body: {} })).statusCode,
        `${method} ${url}`,
      ).toBe(401);
      if (method !== 'GET')
        for (const user of [viewer, member])
          expect(
            (await t.request(user, method, path(client.id, url), { tenant: acme, body: {} })).statusCode,
            `${method} ${url}`,
          ).toBe(403);
    }
    expect(
      (await t.request(viewer, 'GET', path(client.id, '/payment-methods'), { tenant: acme })).statusCode,
    ).toBe(200);
  });

  it('deleting a client detaches its saved methods at Stripe', async () => {
    const client = await createClientVia(t, billing, acme, { email: 'leaving@example.com' });
    const { clientSecret } = (await setupIntent(client.id)).json();
    const pmId = stripe.confirmSetup(clientSecret);
    await save(client.id, { paymentMethodId: pmId });
    expect((await t.request(billing, 'DELETE', path(client.id), { tenant: acme })).statusCode).toBe(204);
    expect(stripe.paymentMethods.get(pmId)!.customer).toBeNull();
    const { rows } = await t.db.platform((tx) =>
      tx.execute(sql`select 1 from client_payment_methods where client_id = ${client.id}`),
    );
    expect(rows).toEqual([]);
  });
});
