import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TenantScope } from '../../db/client';
import { clientPaymentMethods, clients } from '../../db/schema';

export type PaymentMethodRow = typeof clientPaymentMethods.$inferSelect;
export type PaymentMethodInsert = Omit<
  typeof clientPaymentMethods.$inferInsert,
  'tenantId' | 'id' | 'clientId'
>;

const ofClient = (tenantId: string, clientId: string) =>
  and(eq(clientPaymentMethods.tenantId, tenantId), eq(clientPaymentMethods.clientId, clientId));

/** The client's active methods: the default first, then the newest. */
export function listPaymentMethodRows(
  { tx, tenantId }: TenantScope,
  clientId: string,
): Promise<PaymentMethodRow[]> {
  return tx
    .select()
    .from(clientPaymentMethods)
    .where(and(ofClient(tenantId, clientId), eq(clientPaymentMethods.isActive, true)))
    .orderBy(
      desc(clientPaymentMethods.isDefault),
      desc(clientPaymentMethods.createdAt),
      desc(clientPaymentMethods.id),
    );
}

export async function findPaymentMethod({ tx, tenantId }: TenantScope, clientId: string, methodId: string) {
  const [row] = await tx
    .select()
    .from(clientPaymentMethods)
    .where(and(ofClient(tenantId, clientId), eq(clientPaymentMethods.id, methodId)));
  return row as PaymentMethodRow | undefined;
}

export async function findPaymentMethodByStripeId(
  { tx, tenantId }: TenantScope,
  clientId: string,
  stripePaymentMethodId: string,
) {
  const [row] = await tx
    .select()
    .from(clientPaymentMethods)
    .where(
      and(
        ofClient(tenantId, clientId),
        eq(clientPaymentMethods.stripePaymentMethodId, stripePaymentMethodId),
      ),
    );
  return row as PaymentMethodRow | undefined;
}

export async function hasDefaultPaymentMethod(
  { tx, tenantId }: TenantScope,
  clientId: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: clientPaymentMethods.id })
    .from(clientPaymentMethods)
    .where(and(ofClient(tenantId, clientId), eq(clientPaymentMethods.isDefault, true)));
  return rows.length > 0;
}

export async function insertPaymentMethod(
  { tx, tenantId }: TenantScope,
  clientId: string,
  values: PaymentMethodInsert,
) {
  const [row] = await tx
    .insert(clientPaymentMethods)
    .values({ ...values, tenantId, clientId })
    .returning();
  return row;
}

export async function updatePaymentMethodRow(
  { tx, tenantId }: TenantScope,
  clientId: string,
  methodId: string,
  values: Partial<PaymentMethodInsert>,
) {
  const [row] = await tx
    .update(clientPaymentMethods)
    .set(values)
    .where(and(ofClient(tenantId, clientId), eq(clientPaymentMethods.id, methodId)))
    .returning();
  return row as PaymentMethodRow | undefined;
}

export async function deletePaymentMethodRow(
  { tx, tenantId }: TenantScope,
  clientId: string,
  methodId: string,
) {
  await tx
    .delete(clientPaymentMethods)
    .where(and(ofClient(tenantId, clientId), eq(clientPaymentMethods.id, methodId)));
}

/** Makes `methodId` the only default: the old default is cleared first (a partial unique index allows one). */
export async function makeDefault({ tx, tenantId }: TenantScope, clientId: string, methodId: string) {
  await tx
    .update(clientPaymentMethods)
    .set({ isDefault: false })
    .where(and(ofClient(tenantId, clientId), eq(clientPaymentMethods.isDefault, true)));
  return updatePaymentMethodRow({ tx, tenantId, userId: null }, clientId, methodId, { isDefault: true });
}

/** After the default was removed: the newest remaining active method becomes the default. */
export async function promoteNewestToDefault({ tx, tenantId }: TenantScope, clientId: string) {
  await tx.execute(sql`
    update client_payment_methods set is_default = true
    where tenant_id = ${tenantId} and id = (
      select id from client_payment_methods
      where tenant_id = ${tenantId} and client_id = ${clientId} and is_active
      order by created_at desc, id desc limit 1)`);
}

/** Stores the client's Stripe customer unless one was stored meanwhile; answers the stored id. */
export async function storeStripeCustomer(
  { tx, tenantId }: TenantScope,
  clientId: string,
  customerId: string,
  replacing: string | null,
) {
  const [row] = await tx
    .update(clients)
    .set({ stripeCustomerId: customerId })
    .where(
      and(
        eq(clients.tenantId, tenantId),
        eq(clients.id, clientId),
        replacing ? eq(clients.stripeCustomerId, replacing) : isNull(clients.stripeCustomerId),
      ),
    )
    .returning({ stripeCustomerId: clients.stripeCustomerId });
  return row?.stripeCustomerId ?? null;
}
