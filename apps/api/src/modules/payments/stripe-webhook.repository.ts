import { sql } from 'drizzle-orm';
import type { TenantScope, Tx } from '../../db/client';
import { stripeWebhookEvents } from '../../db/schema';

export interface OwnedPayment {
  tenantId: string;
  paymentId: string;
}

function ownedPayment(rows: { tenant_id: string; id: string }[]): OwnedPayment | null {
  return rows[0] ? { tenantId: rows[0].tenant_id, paymentId: rows[0].id } : null;
}

/** The (non-refund) payment that stored this PaymentIntent id, in any tenant (platform transaction). */
export async function findPaymentByIntent(tx: Tx, intentId: string): Promise<OwnedPayment | null> {
  const result = await tx.execute<{ tenant_id: string; id: string }>(
    sql`select tenant_id, id from payments where stripe_payment_intent_id = ${intentId} and refund_of_id is null`,
  );
  return ownedPayment(result.rows);
}

/** A card payment by id that is still waiting for its intent, in any tenant (platform transaction). */
export async function findCardPaymentAwaitingIntent(tx: Tx, paymentId: string): Promise<OwnedPayment | null> {
  const result = await tx.execute<{ tenant_id: string; id: string }>(
    sql`select tenant_id, id from payments where id = ${paymentId} and refund_of_id is null
        and method = 'card' and stripe_payment_intent_id is null`,
  );
  return ownedPayment(result.rows);
}

/** Stores the event id once; false when it was already stored (a replay or a concurrent duplicate). */
export async function recordWebhookEvent(
  scope: TenantScope,
  event: { eventId: string; type: string; paymentId: string },
): Promise<boolean> {
  const inserted = await scope.tx
    .insert(stripeWebhookEvents)
    .values({ tenantId: scope.tenantId, ...event })
    .onConflictDoNothing()
    .returning({ eventId: stripeWebhookEvents.eventId });
  return inserted.length > 0;
}
