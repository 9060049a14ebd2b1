/**
 * Card payments are on when a Stripe secret key is configured (STRIPE_SECRET_KEY; the tenant's own keys
 * from Admin Settings → Integrations come later). STRIPE_API_BASE points the SDK at another host (tests).
 */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string | null;
  apiBase: URL | null;
}

export function stripeConfig(env: NodeJS.ProcessEnv = process.env): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null,
  };
}

export const isCardPaymentConfigured = (env: NodeJS.ProcessEnv = process.env): boolean =>
  stripeConfig(env) !== null;
