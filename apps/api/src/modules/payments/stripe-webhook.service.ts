import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { outcomeOf, refundOutcomeOf } from '../../platform/payments/stripe-charges';
import {
  findCardPaymentAwaitingIntent,
  findPaymentByIntent,
  recordWebhookEvent,
  type OwnedPayment,
} from './stripe-webhook.repository';
import { applyChargeOutcome, applyProviderRefunds, type ProviderRefund } from './payment-provider-outcome';

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface WebhookResult {
  received: true;
  /** false: not our event type, not our payment, or already processed. */
  applied: boolean;
}

/**
 * Finds the payment an event is about, and with it the tenant — from our own ledger, never from the request:
 * by the PaymentIntent id we stored, or (for a charge whose answer never reached us) by the payment id we put
 * in the intent's metadata, when that payment is still waiting for an intent.
 */
async function findOwner(
  db: Database,
  intentId: string,
  metadataPaymentId: unknown,
): Promise<OwnedPayment | null> {
  return db.platform(async (tx) => {
    const byIntent = await findPaymentByIntent(tx, intentId);
    if (byIntent) return byIntent;
    if (typeof metadataPaymentId !== 'string' || !UUID.test(metadataPaymentId)) return null;
    return findCardPaymentAwaitingIntent(tx, metadataPaymentId);
  });
}

function intentOf(event: Stripe.Event): { intentId: string; metadataPaymentId: unknown } | null {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    const intentId =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    return intentId ? { intentId, metadataPaymentId: charge.metadata?.payment_id } : null;
  }
  const intent = event.data.object as Stripe.PaymentIntent;
  return typeof intent.id === 'string'
    ? { intentId: intent.id, metadataPaymentId: intent.metadata?.payment_id }
    : null;
}

function providerRefunds(charge: Stripe.Charge): ProviderRefund[] {
  const listed = charge.refunds?.data ?? [];
  if (listed.length) {
    return listed.map((r) => {
      const outcome = refundOutcomeOf(r);
      return {
        id: r.id,
        ourRowId: r.metadata?.refund_id ?? null,
        amountCents: BigInt(r.amount),
        status: outcome.status,
        failureReason: outcome.failureReason,
      };
    });
  }
  // Newer API versions leave the list out: the charge's refunded total still tells what is missing.
  return charge.amount_refunded > 0
    ? [
        {
          id: `${charge.id}:total`,
          isTotal: true,
          amountCents: BigInt(charge.amount_refunded),
          status: 'refunded',
          failureReason: null,
        },
      ]
    : [];
}

/**
 * Applies a verified event once: the event id is stored in the same transaction as its change, so a replay
 * (or a concurrent duplicate delivery) changes nothing; outcomes are forward-only, so an older event arriving
 * late cannot undo a newer one.
 */
export async function handleStripeEvent(db: Database, event: Stripe.Event): Promise<WebhookResult> {
  if (!HANDLED.has(event.type)) return { received: true, applied: false };
  const ref = intentOf(event);
  const owner = ref && (await findOwner(db, ref.intentId, ref.metadataPaymentId));
  if (!owner) return { received: true, applied: false };
  return db.tenant({ tenantId: owner.tenantId, userId: null }, async (scope) => {
    const fresh = await recordWebhookEvent(scope, {
      eventId: event.id,
      type: event.type,
      paymentId: owner.paymentId,
    });
    if (!fresh) return { received: true, applied: false };
    let applied: boolean;
    if (event.type === 'charge.refunded') {
      const charge = event.data.object as Stripe.Charge;
      // A refunded charge was paid: settle the payment first if that news has not arrived yet.
      const paid = await applyChargeOutcome(scope, owner.paymentId, {
        paymentIntentId: ref!.intentId,
        chargeId: charge.id,
        status: 'completed',
        failureReason: null,
      });
      applied = (await applyProviderRefunds(scope, owner.paymentId, providerRefunds(charge))) || paid;
    } else {
      applied = await applyChargeOutcome(
        scope,
        owner.paymentId,
        outcomeOf(event.data.object as Stripe.PaymentIntent),
      );
    }
    return { received: true, applied };
  });
}
