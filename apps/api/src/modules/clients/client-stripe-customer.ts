import type Stripe from 'stripe';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { createCustomer } from '../../platform/payments/stripe-gateway';
import { storeStripeCustomer } from './payment-methods.repository';
import { requireClient } from './clients.service';

/**
 * The client's Stripe customer, created on first use and stored on the client (invoices read it too).
 * `replacing` is a stored customer Stripe no longer knows (deleted, or keys of another account).
 * The Stripe call happens outside any transaction; a concurrent first use stores only one id.
 */
export async function ensureStripeCustomer(
  ctx: TenantContext & { clientId: string; stripe: Stripe; replacing?: string },
): Promise<string> {
  const { db, tenantId, userId, clientId } = ctx;
  const client = await db.tenant({ tenantId, userId }, (scope) => requireClient(scope, clientId));
  if (client.stripeCustomerId && client.stripeCustomerId !== ctx.replacing) return client.stripeCustomerId;
  const created = await createCustomer(ctx.stripe, {
    tenantId,
    clientId,
    name: client.name,
    email: client.email,
    replacing: ctx.replacing,
  });
  return db.tenant({ tenantId, userId }, async (scope) => {
    const stored = await storeStripeCustomer(scope, clientId, created, ctx.replacing ?? null);
    if (!stored) return (await requireClient(scope, clientId)).stripeCustomerId ?? created;
    await recordAudit(scope, {
      entity: 'client',
      entityId: clientId,
      action: 'update',
      summary: `Client ${client.name} linked to a Stripe customer`,
      changes: { stripeCustomerId: { from: client.stripeCustomerId, to: created } },
    });
    return stored;
  });
}
