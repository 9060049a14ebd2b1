import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { integrationSettings } from '../../db/schema';
import { decryptSecret } from '../secrets/secrets';
import type { Env } from '../../env';

/**
 * Card payments are on for a tenant when its Stripe integration (Admin Settings → Integrations) is enabled with
 * a secret key, else when the server-wide STRIPE_SECRET_KEY is set. STRIPE_API_BASE points the SDK at another
 * host (tests).
 */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string | null;
  apiBase: URL | null;
  /** Whose keys these are. */
  source: 'tenant' | 'server';
}

export type PaymentsEnv = Pick<
  Env,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_API_BASE' | 'STRIPE_WEBHOOK_SECRET'
>;

/**
 * The app's validated Env (app.env), handed over once by buildApp: payment code deep inside services reads
 * the server-wide Stripe keys from it rather than from process.env. The object itself is kept, so a test that
 * changes `t.app.env.STRIPE_SECRET_KEY` is seen.
 */
let appEnv: PaymentsEnv = {};

export function configurePayments(env: PaymentsEnv): void {
  appEnv = env;
}

/** The server-wide keys only (STRIPE_*). Tenant code uses stripeConfigFor. */
export function stripeConfig(env: PaymentsEnv = appEnv): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null,
    source: 'server',
  };
}

/** The signing secret of POST /api/webhooks/stripe (STRIPE_WEBHOOK_SECRET); without it webhooks are refused. */
export const stripeWebhookSecret = (env: PaymentsEnv = appEnv): string | null =>
  env.STRIPE_WEBHOOK_SECRET || null;

const isDatabase = (source: Database | Tx): source is Database =>
  typeof (source as Database).tenant === 'function' && typeof (source as Database).platform === 'function';

/**
 * The Stripe account used for one tenant's card payments and saved cards: the tenant's own enabled Stripe
 * integration (publishable key in apiKey, secret key in apiSecret, both encrypted), else the server-wide keys.
 * Pass the database, or a transaction already scoped to that tenant.
 */
export async function stripeConfigFor(
  source: Database | Tx,
  tenantId: string,
  env: PaymentsEnv = appEnv,
): Promise<StripeConfig | null> {
  const read = async (tx: Tx) => {
    const [row] = await tx
      .select()
      .from(integrationSettings)
      .where(
        and(eq(integrationSettings.tenantId, tenantId), eq(integrationSettings.integrationName, 'stripe')),
      );
    return row;
  };
  const row = isDatabase(source)
    ? await source.tenant({ tenantId, userId: null }, ({ tx }) => read(tx))
    : await read(source);
  if (row?.isEnabled && row.apiSecret) {
    const secretKey = decryptSecret(row.apiSecret, { tenantId, field: 'integration.stripe.apiSecret' })!;
    const publishableKey = decryptSecret(row.apiKey, { tenantId, field: 'integration.stripe.apiKey' });
    return {
      secretKey,
      publishableKey,
      apiBase: env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null,
      source: 'tenant',
    };
  }
  return stripeConfig(env);
}

export const isCardPaymentConfiguredFor = async (source: Database | Tx, tenantId: string): Promise<boolean> =>
  (await stripeConfigFor(source, tenantId)) !== null;
