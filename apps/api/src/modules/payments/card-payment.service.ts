import { toCents } from '@tradeworks/contracts/money';
import type { CardChargeData, PaymentDetail } from '@tradeworks/contracts/payments';
import { paymentMethodLabel } from '@tradeworks/contracts/payment-methods';
import type { TenantScope } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { TenantContext } from '../../http/route';
import { chargeSavedMethod } from '../../platform/payments/stripe-charges';
import { requireStripe } from '../../platform/payments/stripe-client';
import { findPaymentMethod, listPaymentMethodRows } from '../clients/public';
import { assertWithinBalance, lockPayableInvoice } from './payment-ledger';
import { applyChargeOutcome } from './payment-provider-outcome';
import { PaymentErrors } from './payments.errors';
import { loadPaymentDetail } from './payments.service';
import { findPaymentByIdempotencyKey, insertPaymentRow, type PaymentRow } from './payments.repository';

type ChargeCtx = TenantContext & { data: CardChargeData; idempotencyKey?: string };

interface PendingCharge {
  paymentId: string;
  invoiceId: string;
  invoiceNumber: string;
  amount: string;
  customerId: string;
  stripePaymentMethodId: string;
}

/**
 * POST /api/payments/card: a processing payment row is written first (one per idempotency key), then the
 * saved method is charged through a PaymentIntent keyed by that row, then the provider's verdict is applied.
 * A retried request finds the row by its key and never charges twice; a request that died after the charge
 * is finished by the retry (Stripe answers the same intent for the same key) or by the webhook.
 */
export async function chargeCard(ctx: ChargeCtx): Promise<PaymentDetail> {
  const { db, tenantId, userId } = ctx;
  await requireStripe(db, tenantId);
  const scope = { tenantId, userId };
  let pending: PendingCharge | PaymentDetail;
  try {
    pending = await db.tenant(scope, (s) => startCharge(s, ctx));
  } catch (err) {
    // Two requests with the same key at once: the loser answers what the winner wrote.
    if (ctx.idempotencyKey && isUniqueViolation(err)) {
      return db.tenant(scope, async (s) => {
        const row = await findPaymentByIdempotencyKey(s, ctx.idempotencyKey!);
        if (!row) throw err;
        return loadPaymentDetail(s, row.id);
      });
    }
    throw err;
  }
  if (!('paymentId' in pending)) return pending;
  const charge = pending;
  const outcome = await chargeSavedMethod({
    db,
    tenantId,
    paymentId: charge.paymentId,
    invoiceId: charge.invoiceId,
    invoiceNumber: charge.invoiceNumber,
    amountCents: toCents(charge.amount),
    customerId: charge.customerId,
    paymentMethodId: charge.stripePaymentMethodId,
  });
  return db.tenant(scope, async (s) => {
    await applyChargeOutcome(s, charge.paymentId, outcome);
    return loadPaymentDetail(s, charge.paymentId);
  });
}

async function startCharge(scope: TenantScope, ctx: ChargeCtx): Promise<PendingCharge | PaymentDetail> {
  const { data, idempotencyKey } = ctx;
  if (idempotencyKey) {
    const existing = await findPaymentByIdempotencyKey(scope, idempotencyKey);
    if (existing) return resumeOrAnswer(scope, existing);
  }
  const invoice = await lockPayableInvoice(scope, data.invoiceId);
  await assertWithinBalance(scope, invoice, data.amount);
  const method = await chooseSavedCard(scope, invoice.clientId, data.paymentMethodId);
  const paymentId = await insertPaymentRow(scope, {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    clientId: invoice.clientId,
    clientName: invoice.clientName,
    amount: data.amount,
    method: 'card',
    status: 'processing',
    paidAt: new Date(),
    idempotencyKey: idempotencyKey ?? null,
    notes: `Charged to ${paymentMethodLabel(method)}`,
    createdBy: scope.userId,
  });
  return {
    paymentId,
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    amount: data.amount,
    customerId: method.stripeCustomerId,
    stripePaymentMethodId: method.stripePaymentMethodId,
  };
}

/** A repeat of a finished charge answers it; one still processing without an intent is charged again (same key). */
async function resumeOrAnswer(scope: TenantScope, row: PaymentRow): Promise<PendingCharge | PaymentDetail> {
  if (row.status !== 'processing' || row.stripePaymentIntentId || !row.invoiceId || !row.clientId) {
    return loadPaymentDetail(scope, row.id);
  }
  const methods = await listPaymentMethodRows(scope, row.clientId);
  const label = row.notes?.replace(/^Charged to /, '');
  const method =
    methods.find((m) => paymentMethodLabel(m) === label) ?? methods.find((m) => m.type === 'card');
  if (!method) return loadPaymentDetail(scope, row.id);
  return {
    paymentId: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber ?? '',
    amount: row.amount,
    customerId: method.stripeCustomerId,
    stripePaymentMethodId: method.stripePaymentMethodId,
  };
}

/** The chosen saved card of the invoice's client, or its default (else newest) card. */
async function chooseSavedCard(scope: TenantScope, clientId: string, methodId: string | undefined) {
  if (methodId) {
    const method = await findPaymentMethod(scope, clientId, methodId);
    if (!method || !method.isActive) throw PaymentErrors.paymentMethodNotFound();
    if (method.type !== 'card') throw PaymentErrors.notACard();
    return method;
  }
  const card = (await listPaymentMethodRows(scope, clientId)).find((m) => m.type === 'card');
  if (!card) throw PaymentErrors.noSavedCard();
  return card;
}

function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { code?: string; cause?: { code?: string } })?.code ??
    (err as { cause?: { code?: string } })?.cause?.code;
  return code === '23505' && !(err instanceof AppError);
}
