import { z } from 'zod';

/** Saved payment methods of a client (spec part 1 §3 "Payment method", §5, §8 "Payment setup"). */

export const PAYMENT_METHOD_TYPES = ['card', 'us_bank_account', 'other'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export const PAYMENTS_UNAVAILABLE = 'Payment processing is currently unavailable.';
export const PAYMENTS_CONTACT_SUPPORT = 'Please contact support to enable payment functionality.';
export const DISPLAY_NAME_REQUIRED = 'Display name is required';

const displayName = z
  .string({ error: DISPLAY_NAME_REQUIRED })
  .trim()
  .min(1, DISPLAY_NAME_REQUIRED)
  .max(100, 'Display name must be at most 100 characters');

/** POST /api/clients/{clientId}/payment-methods/stripe — the id Stripe.js created in the browser; card data never reaches us. */
export const paymentMethodAttachSchema = z.object({
  paymentMethodId: z
    .string({ error: 'Payment method is required' })
    .trim()
    .min(1, 'Payment method is required')
    .max(255, 'Payment method is invalid'),
  displayName: displayName.optional().or(z.literal('').transform(() => undefined)),
});
export type PaymentMethodAttachData = z.output<typeof paymentMethodAttachSchema>;

/** PATCH /api/clients/{id}/payment-methods/{methodId} — also the edit dialog's schema. */
export const paymentMethodUpdateSchema = z.object({ displayName });
export type PaymentMethodUpdateData = z.output<typeof paymentMethodUpdateSchema>;

/**
 * What is stored for a method (spec §5): provider ids and display name required, type card or us_bank_account,
 * expMonth 1-12, expYear not before the current year.
 */
export function savedPaymentMethodSchema(now: Date = new Date()) {
  const year = now.getUTCFullYear();
  return z.object({
    type: z.enum(['card', 'us_bank_account'], {
      error: 'Payment method type must be card or us_bank_account',
    }),
    displayName,
    stripePaymentMethodId: z.string().min(1, 'Payment method id is required'),
    stripeCustomerId: z.string().min(1, 'Customer id is required'),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    expMonth: z
      .number()
      .int()
      .min(1, 'Expiry month must be between 1 and 12')
      .max(12, 'Expiry month must be between 1 and 12')
      .nullable(),
    expYear: z.number().int().min(year, 'Expiry year cannot be in the past').nullable(),
  });
}

export const paymentMethodSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  displayName: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  stripePaymentMethodId: z.string(),
  stripeCustomerId: z.string(),
  expMonth: z.number().nullable(),
  expYear: z.number().nullable(),
  createdAt: z.string(),
});
export type PaymentMethod = z.output<typeof paymentMethodSchema>;

/** POST /api/clients/{id}/setup-intent */
export const setupIntentResponseSchema = z.object({
  clientSecret: z.string(),
  customerId: z.string(),
});
export type SetupIntentResponse = z.output<typeof setupIntentResponseSchema>;

/** GET /api/payments/config — what the browser needs to load Stripe.js; null when card payments are off. */
export const paymentsConfigSchema = z.object({
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.output<typeof paymentsConfigSchema>;

const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** 'Visa ending in 4242' or 'Bank account ending in 6789' — the spec's fallback label. */
export function paymentMethodFallbackLabel(method: {
  type: string;
  brand?: string | null;
  last4?: string | null;
}): string {
  const last4 = method.last4 ?? '????';
  if (method.type === 'us_bank_account') return `Bank account ending in ${last4}`;
  const brand = method.brand
    ? (BRAND_NAMES[method.brand] ?? method.brand.charAt(0).toUpperCase() + method.brand.slice(1))
    : 'Card';
  return `${brand} ending in ${last4}`;
}

export function paymentMethodLabel(method: {
  displayName?: string | null;
  type: string;
  brand?: string | null;
  last4?: string | null;
}): string {
  return method.displayName?.trim() || paymentMethodFallbackLabel(method);
}
