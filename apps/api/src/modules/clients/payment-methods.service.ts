import {
  paymentMethodFallbackLabel,
  savedPaymentMethodSchema,
  type PaymentMethod,
  type PaymentMethodAttachData,
  type SetupIntentResponse,
} from '@tradeworks/contracts/payment-methods';
import type Stripe from 'stripe';
import type { TenantScope } from '../../db/client';
import { ClientErrors } from './clients.errors';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { requireStripe } from '../../platform/payments/stripe-client';
import {
  attachPaymentMethod,
  createSetupIntent,
  detachPaymentMethod,
  retrievePaymentMethod,
  StripeCustomerMissing,
} from '../../platform/payments/stripe-gateway';
import { ensureStripeCustomer } from './client-stripe-customer';
import { requireClient } from './clients.service';
import {
  deletePaymentMethodRow,
  findPaymentMethod,
  findPaymentMethodByStripeId,
  hasDefaultPaymentMethod,
  insertPaymentMethod,
  listPaymentMethodRows,
  makeDefault,
  promoteNewestToDefault,
  updatePaymentMethodRow,
  type PaymentMethodRow,
} from './payment-methods.repository';

type ClientCtx = TenantContext & { clientId: string };
type MethodCtx = ClientCtx & { methodId: string };

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  const { tenantId: _t, updatedAt: _u, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString() };
}

export function listPaymentMethods({ db, tenantId, userId, clientId }: ClientCtx): Promise<PaymentMethod[]> {
  return db.tenant({ tenantId, userId }, async (scope) => {
    await requireClient(scope, clientId);
    return (await listPaymentMethodRows(scope, clientId)).map(toPaymentMethod);
  });
}

/** Runs a Stripe call with the client's customer, replacing a stored customer Stripe no longer knows. */
async function withCustomer<T>(
  ctx: ClientCtx,
  stripe: Stripe,
  call: (customerId: string) => Promise<T>,
): Promise<T> {
  const customerId = await ensureStripeCustomer({ ...ctx, stripe });
  try {
    return await call(customerId);
  } catch (err) {
    if (!(err instanceof StripeCustomerMissing)) throw err;
    return call(await ensureStripeCustomer({ ...ctx, stripe, replacing: customerId }));
  }
}

/** POST /api/clients/{id}/setup-intent — creates the Stripe customer on first use. */
export async function startPaymentMethodSetup(ctx: ClientCtx): Promise<SetupIntentResponse> {
  const stripe = await requireStripe(ctx.db, ctx.tenantId);
  return withCustomer(ctx, stripe, async (customerId) => ({
    clientSecret: (await createSetupIntent(stripe, customerId)).clientSecret,
    customerId,
  }));
}

/** Saves a method Stripe.js created (and usually already attached through the SetupIntent) for the client. */
export async function saveStripePaymentMethod(
  ctx: ClientCtx & { data: PaymentMethodAttachData },
): Promise<PaymentMethod> {
  const { db, tenantId, userId, clientId, data } = ctx;
  const stripe = await requireStripe(db, tenantId);
  const { attached, customerId } = await withCustomer(ctx, stripe, async (customerId) => {
    const provided = await retrievePaymentMethod(stripe, data.paymentMethodId);
    if (provided.customerId && provided.customerId !== customerId) {
      throw ClientErrors.paymentMethodOfAnotherCustomer();
    }
    const record = savedPaymentMethodSchema().safeParse({
      type: provided.type,
      displayName: data.displayName ?? paymentMethodFallbackLabel(provided),
      stripePaymentMethodId: provided.id,
      stripeCustomerId: customerId,
      brand: provided.brand,
      last4: provided.last4,
      expMonth: provided.expMonth,
      expYear: provided.expYear,
    });
    if (!record.success) throw ClientErrors.paymentMethodInvalid(record.error);
    if (!provided.customerId) await attachPaymentMethod(stripe, provided.id, customerId);
    return { attached: record.data, customerId };
  });
  return db.tenant({ tenantId, userId }, async (scope) => {
    const client = await requireClient(scope, clientId, { lock: true });
    const existing = await findPaymentMethodByStripeId(scope, clientId, attached.stripePaymentMethodId);
    if (existing) return toPaymentMethod(existing);
    const isDefault = !(await hasDefaultPaymentMethod(scope, clientId));
    const row = await insertPaymentMethod(scope, clientId, {
      ...attached,
      stripeCustomerId: customerId,
      isDefault,
      isActive: true,
    });
    await audit(
      scope,
      clientId,
      `Payment method ${row.displayName} added for ${client.name}`,
      'payment_method_add',
    );
    return toPaymentMethod(row);
  });
}

async function requireMethod(scope: TenantScope, clientId: string, methodId: string) {
  await requireClient(scope, clientId, { lock: true });
  const method = await findPaymentMethod(scope, clientId, methodId);
  if (!method) throw ClientErrors.paymentMethodNotFound();
  return method;
}

const audit = (scope: TenantScope, clientId: string, summary: string, action: string) =>
  recordAudit(scope, { entity: 'client', entityId: clientId, action, summary });

export function renamePaymentMethod(ctx: MethodCtx & { displayName: string }): Promise<PaymentMethod> {
  const { db, tenantId, userId, clientId, methodId, displayName } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const before = await requireMethod(scope, clientId, methodId);
    const row = (await updatePaymentMethodRow(scope, clientId, methodId, { displayName }))!;
    await audit(
      scope,
      clientId,
      `Payment method ${before.displayName} renamed to ${displayName}`,
      'payment_method_update',
    );
    return toPaymentMethod(row);
  });
}

export function setDefaultPaymentMethod(ctx: MethodCtx): Promise<PaymentMethod> {
  const { db, tenantId, userId, clientId, methodId } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const method = await requireMethod(scope, clientId, methodId);
    if (!method.isActive) throw ClientErrors.inactiveNotDefault();
    const row = (await makeDefault(scope, clientId, methodId))!;
    await audit(
      scope,
      clientId,
      `Payment method ${row.displayName} made the default`,
      'payment_method_default',
    );
    return toPaymentMethod(row);
  });
}

/** Detaches the method at Stripe, then forgets it; removing the default promotes the newest remaining one. */
export async function deletePaymentMethod(ctx: MethodCtx): Promise<void> {
  const { db, tenantId, userId, clientId, methodId } = ctx;
  const stripe = await requireStripe(db, tenantId);
  const method = await db.tenant({ tenantId, userId }, (scope) => requireMethod(scope, clientId, methodId));
  await detachPaymentMethod(stripe, method.stripePaymentMethodId);
  await db.tenant({ tenantId, userId }, async (scope) => {
    const current = await requireMethod(scope, clientId, methodId);
    await deletePaymentMethodRow(scope, clientId, methodId);
    if (current.isDefault) await promoteNewestToDefault(scope, clientId);
    await audit(scope, clientId, `Payment method ${current.displayName} removed`, 'payment_method_delete');
  });
}
