import type Stripe from 'stripe';
import type { PaymentMethodType } from '@tradeworks/contracts/payment-methods';
import { callStripe, isStripeMissing, toAppError } from './stripe-client';

/**
 * The Stripe calls of saved payment methods. Card and bank data stay at Stripe; we keep ids and labels. Each call
 * takes the tenant's client (`requireStripe(db, tenantId)`): a tenant with its own Stripe keys uses its account.
 */

export interface CustomerInput {
  tenantId: string;
  clientId: string;
  name: string;
  email: string | null;
  /** A stored customer being replaced (part of the idempotency key, so the replacement is a new customer). */
  replacing?: string;
}

/** Creates the Stripe customer of a client. The idempotency key makes two racing first uses share one customer. */
export function createCustomer(stripe: Stripe, input: CustomerInput): Promise<string> {
  return callStripe(async () => {
    const customer = await stripe.customers.create(
      {
        name: input.name,
        ...(input.email ? { email: input.email } : {}),
        metadata: { tenant_id: input.tenantId, client_id: input.clientId },
      },
      {
        idempotencyKey: `tradeworks-customer-${input.tenantId}-${input.clientId}-${input.replacing ?? 'first'}`,
      },
    );
    return customer.id;
  });
}

/** Stripe no longer knows a stored customer (deleted there, or the keys now belong to another account). */
export class StripeCustomerMissing extends Error {
  constructor(readonly customerId: string) {
    super(`Stripe customer ${customerId} does not exist`);
  }
}

const customerMissing = (err: unknown, customerId: string) =>
  isStripeMissing(err) && (err as { param?: string }).param === 'customer'
    ? new StripeCustomerMissing(customerId)
    : toAppError(err);

/** A SetupIntent the browser confirms with Stripe Elements, saving the method for later off-session charges. */
export async function createSetupIntent(
  stripe: Stripe,
  customerId: string,
): Promise<{ id: string; clientSecret: string }> {
  const intent = await stripe.setupIntents
    .create({ customer: customerId, usage: 'off_session', payment_method_types: ['card', 'us_bank_account'] })
    .catch((err: unknown) => {
      throw customerMissing(err, customerId);
    });
  if (!intent.client_secret) throw new Error('Stripe returned a SetupIntent without a client secret');
  return { id: intent.id, clientSecret: intent.client_secret };
}

export interface ProviderPaymentMethod {
  id: string;
  customerId: string | null;
  type: PaymentMethodType | string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
}

function describe(pm: Stripe.PaymentMethod): ProviderPaymentMethod {
  const customerId = typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null);
  const base = {
    id: pm.id,
    customerId,
    type: pm.type,
    brand: null,
    last4: null,
    expMonth: null,
    expYear: null,
  };
  if (pm.type === 'card' && pm.card) {
    return {
      ...base,
      brand: pm.card.brand,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
    };
  }
  if (pm.type === 'us_bank_account' && pm.us_bank_account) {
    return { ...base, brand: pm.us_bank_account.bank_name ?? null, last4: pm.us_bank_account.last4 ?? null };
  }
  return base;
}

export function retrievePaymentMethod(
  stripe: Stripe,
  paymentMethodId: string,
): Promise<ProviderPaymentMethod> {
  return callStripe(async () => describe(await stripe.paymentMethods.retrieve(paymentMethodId)));
}

export async function attachPaymentMethod(
  stripe: Stripe,
  paymentMethodId: string,
  customerId: string,
): Promise<ProviderPaymentMethod> {
  const pm = await stripe.paymentMethods
    .attach(paymentMethodId, { customer: customerId })
    .catch((err: unknown) => {
      throw customerMissing(err, customerId);
    });
  return describe(pm);
}

/** Detaches a method from its customer; one Stripe no longer knows or holds is already detached. */
export async function detachPaymentMethod(stripe: Stripe, paymentMethodId: string): Promise<void> {
  try {
    await stripe.paymentMethods.detach(paymentMethodId);
  } catch (err) {
    if (isStripeMissing(err) || isNotAttached(err)) return;
    throw toAppError(err);
  }
}

const isNotAttached = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  /not attached/i.test(String((err as { message?: unknown }).message));
