import type { Stripe } from '@stripe/stripe-js';

let loading: { key: string; promise: Promise<Stripe> } | null = null;

/**
 * Loads Stripe.js from js.stripe.com (only when a payment form opens; the /pure entry does not inject
 * the script on import). A failure is not cached, so "Try again" really retries.
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  if (loading?.key === publishableKey) return loading.promise;
  const promise = import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .then((stripe) => {
      if (!stripe) throw new Error('Stripe.js is not available');
      return stripe;
    });
  loading = { key: publishableKey, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}
