import { stripeWebhookEvents } from '../schema';
import type { TenantSeed } from './demo-context';
import type { DemoPayment } from './demo-sales';

/**
 * The Stripe events the demo's card payments would have produced: one payment_intent.succeeded per card
 * payment and a charge.refunded per card refund, as the webhook stores them once applied.
 */
export async function seedPaymentEvents(seed: TenantSeed, payments: DemoPayment[]): Promise<void> {
  const { scope, rand } = seed;
  const rows = payments
    .filter((p) => p.method === 'card')
    .map((p) => ({
      tenantId: scope.tenantId,
      eventId: `evt_demo${rand.int(10_000_000, 99_999_999)}${rand.int(1000, 9999)}`,
      type: p.refundOfId ? 'charge.refunded' : 'payment_intent.succeeded',
      paymentId: p.refundOfId ?? p.id,
      processedAt: new Date(p.paidAt.getTime() + 60_000),
    }));
  if (rows.length) await scope.tx.insert(stripeWebhookEvents).values(rows);
}
