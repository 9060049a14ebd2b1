import type { FastifyInstance } from 'fastify';
import { stripeWebhookResultSchema } from '@tradeworks/contracts/payments';
import { PaymentErrors } from './payments.errors';
import { defineRoute } from '../../http/route';
import { verifyWebhookEvent } from '../../platform/payments/stripe-charges';
import { handleStripeEvent } from './stripe-webhook.service';

/**
 * POST /api/webhooks/stripe: no session, exempt from the same-origin guard; authentic only with a valid,
 * fresh Stripe-Signature over the raw body — so this plugin keeps JSON bodies as bytes.
 */
export function registerStripeWebhookRoute(app: FastifyInstance): void {
  void app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    defineRoute(scoped, {
      method: 'POST',
      url: '/api/webhooks/stripe',
      access: 'public',
      crossSite: true,
      tags: ['payments'],
      summary:
        'Stripe events (payment_intent.succeeded / payment_failed, charge.refunded), signature-verified',
      description:
        'No session; exempt from the same-origin guard. The `Stripe-Signature` header is verified on the ' +
        'raw body against `STRIPE_WEBHOOK_SECRET` (5-minute tolerance): missing, bad or stale → 400 and ' +
        'nothing changes; without the secret every event is refused. The tenant comes from our own ' +
        'payment row (found by its PaymentIntent), never from the request. Each applied event id is ' +
        'stored (unique per tenant) in the same transaction as its change, so a replay changes nothing, ' +
        'and verdicts only move forward. `charge.refunded` also records refunds made in the Stripe ' +
        'dashboard.',
      status: 200,
      response: stripeWebhookResultSchema,
      handler: async ({ req }) => {
        const raw = Buffer.isBuffer(req.body)
          ? req.body
          : Buffer.from(typeof req.body === 'string' ? req.body : '');
        const signature = req.headers['stripe-signature'];
        const event = verifyWebhookEvent(raw, typeof signature === 'string' ? signature : undefined);
        if (!event) throw PaymentErrors.badWebhookSignature();
        if (!isEventShaped(event)) throw PaymentErrors.malformedWebhookEvent();
        return handleStripeEvent(scoped.db, event);
      },
    });
  });
}

/** A signed body is still only JSON: an event needs its id, its type and an object in `data`. */
function isEventShaped(event: unknown): boolean {
  const e = event as { id?: unknown; type?: unknown; data?: { object?: unknown } } | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    !Array.isArray(e) &&
    typeof e.id === 'string' &&
    typeof e.type === 'string' &&
    typeof e.data === 'object' &&
    e.data !== null &&
    typeof e.data.object === 'object' &&
    e.data.object !== null
  );
}
