import Stripe from 'stripe';
import type { Database } from '../../db/client';
import { callStripe, requireStripe, toAppError } from './stripe-client';
import { stripeWebhookSecret } from './stripe-config';

/**
 * The Stripe calls of the payments ledger: off-session PaymentIntents on a saved method, refunds, and webhook
 * verification. Every call is keyed by our own row id, so a retried request never charges or refunds twice.
 */

export interface ChargeInput {
  db: Database;
  tenantId: string;
  /** Our payment row; part of the idempotency key and the intent's metadata. */
  paymentId: string;
  invoiceId: string;
  invoiceNumber: string;
  amountCents: bigint;
  customerId: string;
  paymentMethodId: string;
}

export interface ChargeOutcome {
  paymentIntentId: string | null;
  /** completed: money taken; failed: declined (failureReason says why); processing: the provider decides later. */
  status: 'completed' | 'failed' | 'processing';
  failureReason: string | null;
  chargeId: string | null;
}

const chargeIdOf = (intent: Stripe.PaymentIntent) =>
  typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null);

export function outcomeOf(intent: Stripe.PaymentIntent): ChargeOutcome {
  const base = { paymentIntentId: intent.id, chargeId: chargeIdOf(intent) };
  if (intent.status === 'succeeded') return { ...base, status: 'completed', failureReason: null };
  if (intent.status === 'processing') return { ...base, status: 'processing', failureReason: null };
  const reason = intent.last_payment_error?.message ?? `Payment ${intent.status.replace(/_/g, ' ')}`;
  return { ...base, status: 'failed', failureReason: reason };
}

/** Charges a saved method off-session and confirms at once; a decline is an outcome, not an error. */
export async function chargeSavedMethod(input: ChargeInput): Promise<ChargeOutcome> {
  const stripe = await requireStripe(input.db, input.tenantId);
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: Number(input.amountCents),
        currency: 'usd',
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        description: `Invoice ${input.invoiceNumber}`,
        metadata: { tenant_id: input.tenantId, payment_id: input.paymentId, invoice_id: input.invoiceId },
      },
      { idempotencyKey: `tradeworks-payment-${input.paymentId}` },
    );
    return outcomeOf(intent);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      const intent = (err.raw as { payment_intent?: { id?: string } }).payment_intent;
      return {
        paymentIntentId: intent?.id ?? null,
        status: 'failed',
        failureReason: err.message,
        chargeId: null,
      };
    }
    throw toAppError(err);
  }
}

export interface RefundInput {
  db: Database;
  tenantId: string;
  /** Our refund row. */
  refundId: string;
  paymentIntentId: string;
  amountCents: bigint;
}

export interface RefundOutcome {
  refundId: string;
  status: 'refunded' | 'pending' | 'failed';
  failureReason: string | null;
}

export function refundOutcomeOf(refund: Stripe.Refund): RefundOutcome {
  if (refund.status === 'succeeded') return { refundId: refund.id, status: 'refunded', failureReason: null };
  if (refund.status === 'failed' || refund.status === 'canceled') {
    return {
      refundId: refund.id,
      status: 'failed',
      failureReason: refund.failure_reason ?? `Refund ${refund.status}`,
    };
  }
  return { refundId: refund.id, status: 'pending', failureReason: null };
}

export async function refundCharge(input: RefundInput): Promise<RefundOutcome> {
  const stripe = await requireStripe(input.db, input.tenantId);
  return callStripe(async () =>
    refundOutcomeOf(
      await stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: Number(input.amountCents),
          metadata: { tenant_id: input.tenantId, refund_id: input.refundId },
        },
        { idempotencyKey: `tradeworks-refund-${input.refundId}` },
      ),
    ),
  );
}

/** How far a webhook's signed time may be from ours, either way (Stripe's default tolerance). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's signature check (HMAC of the raw body, signed within 5 minutes); null when the event is not
 * authentic. Stripe's SDK refuses only an old signature; one dated more than 5 minutes ahead is refused here
 * too, or a captured signed request (from a sender with a fast clock) would stay replayable for longer.
 */
export function verifyWebhookEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event | null {
  const secret = stripeWebhookSecret();
  if (!secret || !signature) return null;
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (!Number.isFinite(signedAt) || signedAt > Date.now() / 1000 + WEBHOOK_TOLERANCE_SECONDS) return null;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    return null;
  }
}
