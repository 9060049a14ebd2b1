import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { clientRow, createClientVia } from './clients.test-support';

let t: TestContext;
let acme: TestTenant;
let member: TestUser;
/** Saved payment methods need edit on payments (members only view them). */
let owner: TestUser;
let clientId: string;

beforeAll(async () => {
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_BASE'])
    delete process.env[key];
  t = await TestContext.create();
  acme = await t.tenant();
  member = await t.user({ tenant: acme, role: 'member' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  clientId = (await createClientVia(t, member, acme)).id;
});
afterAll(() => t.close());

describe('payment methods without Stripe keys', () => {
  it('tells the browser there is no publishable key', async () => {
    expect((await t.request(member, 'GET', '/api/payments/config', { tenant: acme })).json()).toEqual({
      publishableKey: null,
    });
  });

  it('answers 503 "Payment processing is currently unavailable." to setup and save, without touching the client', async () => {
    const unavailable = { error: 'UNAVAILABLE', message: 'Payment processing is currently unavailable.' };
    const setup = await t.request(owner, 'POST', `/api/clients/${clientId}/setup-intent`, { tenant: acme });
    expect(setup.statusCode).toBe(503);
    expect(setup.json()).toEqual(unavailable);
    const save = await t.request(owner, 'POST', `/api/clients/${clientId}/payment-methods/stripe`, {
      tenant: acme,
      body: { paymentMethodId: 'pm_123' },
    });
    expect(save.statusCode).toBe(503);
    expect(save.json()).toEqual(unavailable);
    expect((await clientRow(t, clientId)).stripe_customer_id).toBeNull();
  });

  it('still lists (no) saved methods', async () => {
    const res = await t.request(member, 'GET', `/api/clients/${clientId}/payment-methods`, { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
