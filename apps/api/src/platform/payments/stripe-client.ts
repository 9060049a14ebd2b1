import Stripe from 'stripe';
import { PAYMENTS_UNAVAILABLE } from '@tradeworks/contracts/payment-methods';
import { AppError } from '../../http/app-error';
import type { Database, Tx } from '../../db/client';
import { stripeConfigFor, type StripeConfig } from './stripe-config';

export const PAYMENT_PROCESSOR_UNREACHABLE = 'Unable to connect to payment processor. Please try again.';

const clients = new Map<string, Stripe>();

/** One SDK instance per key and API base; STRIPE_API_BASE points it at another host (the tests' stand-in). */
export function createStripeClient(config: StripeConfig): Stripe {
  const cacheKey = `${config.secretKey}\n${config.apiBase?.href ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    const base = config.apiBase;
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Tradeworks' },
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'http:' ? 80 : 443),
        protocol: base.protocol === 'http:' ? 'http' : 'https',
      }),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** The tenant's Stripe client (its own keys, else the server's), or 503 'Payment processing is currently unavailable.' */
export async function requireStripe(source: Database | Tx, tenantId: string): Promise<Stripe> {
  const config = await stripeConfigFor(source, tenantId);
  if (!config) throw new AppError('UNAVAILABLE', PAYMENTS_UNAVAILABLE);
  return createStripeClient(config);
}

/** Runs one Stripe call and turns its failures into coded errors: bad input is a 400 with Stripe's words. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw toAppError(err);
  }
}

export function toAppError(err: unknown): unknown {
  if (!(err instanceof Stripe.errors.StripeError)) return err;
  switch (err.type) {
    case 'StripeCardError':
    case 'StripeInvalidRequestError':
    case 'StripeIdempotencyError':
      return new AppError('VALIDATION', err.message);
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return new AppError('UNAVAILABLE', PAYMENTS_UNAVAILABLE);
    default:
      // Connection failures, rate limits and Stripe's own 5xx.
      return new AppError('UNAVAILABLE', PAYMENT_PROCESSOR_UNREACHABLE);
  }
}

/** Stripe's answer for an object that does not exist (e.g. detaching a method Stripe already forgot). */
export const isStripeMissing = (err: unknown): boolean =>
  err instanceof Stripe.errors.StripeError && (err.code === 'resource_missing' || err.statusCode === 404);
