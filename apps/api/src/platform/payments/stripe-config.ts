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

/**
 * The Stripe configuration a tenant's card payments use. Every per-tenant Stripe call resolves its keys here,
 * in one place, so the tenant's own integration keys (Admin Settings → Integrations) can take precedence.
 */
export async function tenantStripeConfig(
  _tenantId: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<StripeConfig | null> {
  return stripeConfig(env);
}

/** The signing secret of POST /api/webhooks/stripe (STRIPE_WEBHOOK_SECRET); without it webhooks are refused. */
export const stripeWebhookSecret = (env: NodeJS.ProcessEnv = process.env): string | null =>
  env.STRIPE_WEBHOOK_SECRET || null;
