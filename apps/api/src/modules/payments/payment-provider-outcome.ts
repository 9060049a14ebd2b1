import { centsToString, toCents } from '@tradeworks/contracts/money';
import { formatUsd } from '@tradeworks/contracts/payments';
import type { TenantScope } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import type { ChargeOutcome } from '../../platform/payments/stripe-charges';
import { findInvoice } from '../invoices/public';
import { emitWebhookEvent } from '../webhooks/public';
import { announceCompletedPayment, settleInvoice } from './payment-ledger';
import { loadPaymentDetail } from './payments.service';
import {
  findPaymentRow,
  insertPaymentRow,
  refundableCents,
  settleProviderStatus,
  type PaymentRow,
} from './payments.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The provider's verdicts, applied forward-only: a card payment leaves processing once (completed or failed)
 * and later or repeated news about it changes nothing. Used by the charge request and by webhooks alike,
 * whichever arrives first.
 */

/** Locks the payment's invoice, then the payment: the same order as every other ledger change. */
export async function lockPaymentWithInvoice(scope: TenantScope, paymentId: string) {
  const unlocked = await findPaymentRow(scope, paymentId);
  if (!unlocked) return null;
  const invoice = unlocked.invoiceId ? await findInvoice(scope, unlocked.invoiceId, true) : undefined;
  const payment = (await findPaymentRow(scope, paymentId, true))!;
  return { payment, invoice };
}

/** Applies a charge outcome to a processing card payment; true when it changed the payment. */
export async function applyChargeOutcome(
  scope: TenantScope,
  paymentId: string,
  outcome: ChargeOutcome,
): Promise<boolean> {
  const locked = await lockPaymentWithInvoice(scope, paymentId);
  if (!locked) return false;
  const { payment, invoice } = locked;
  if (payment.status !== 'processing' && payment.status !== 'pending') return false;
  const ids = {
    stripePaymentIntentId: outcome.paymentIntentId ?? payment.stripePaymentIntentId,
    transactionId: outcome.chargeId ?? outcome.paymentIntentId ?? payment.transactionId,
  };
  if (outcome.status === 'processing') {
    if (ids.stripePaymentIntentId === payment.stripePaymentIntentId) return false;
    await settleProviderStatus(scope, paymentId, ids);
    return true;
  }
  await settleProviderStatus(scope, paymentId, {
    ...ids,
    status: outcome.status,
    failureReason: outcome.failureReason,
  });
  if (outcome.status === 'completed') {
    if (invoice) await settleInvoice(scope, invoice, payment.paidAt);
    await announceCompletedPayment(scope, paymentId, 'charge');
  } else {
    await recordAudit(scope, {
      entity: 'payment',
      entityId: paymentId,
      action: 'charge_failed',
      summary: `Card payment of ${formatUsd(payment.amount)} for ${payment.invoiceNumber ?? 'an invoice'} failed: ${outcome.failureReason}`,
      changes: { status: { from: payment.status, to: 'failed' }, reason: outcome.failureReason },
    });
  }
  return true;
}

export interface ProviderRefund {
  id: string;
  /** Our refund row, from the refund's metadata, when we asked for it. */
  ourRowId?: string | null;
  /** The charge's refunded total rather than one refund (the list was not sent). */
  isTotal?: boolean;
  amountCents: bigint;
  status: 'refunded' | 'pending' | 'failed';
  failureReason: string | null;
}

/** Applies a refund outcome to our pending refund row; true when it changed it. */
export async function applyRefundOutcome(
  scope: TenantScope,
  refundRowId: string,
  outcome: Omit<ProviderRefund, 'amountCents'>,
): Promise<boolean> {
  const refund = await findPaymentRow(scope, refundRowId);
  if (!refund?.refundOfId) return false;
  const locked = await lockPaymentWithInvoice(scope, refund.refundOfId);
  const row = (await findPaymentRow(scope, refundRowId, true))!;
  if (row.status !== 'pending' && row.status !== 'processing') return false;
  if (outcome.status === 'pending') {
    if (row.stripeRefundId === outcome.id) return false;
    await settleProviderStatus(scope, row.id, { stripeRefundId: outcome.id, transactionId: outcome.id });
    return true;
  }
  await settleProviderStatus(scope, row.id, {
    status: outcome.status,
    stripeRefundId: outcome.id || null,
    transactionId: outcome.id || null,
    failureReason: outcome.failureReason,
  });
  if (outcome.status === 'refunded') {
    if (locked?.invoice) await settleInvoice(scope, locked.invoice, new Date());
    await announceRefund(scope, row, locked!.payment);
  }
  return true;
}

/** A refund that went through: audited, and announced as payment.refunded with the payment and its refunds. */
export async function announceRefund(scope: TenantScope, refund: PaymentRow, payment: PaymentRow) {
  await recordAudit(scope, {
    entity: 'payment',
    entityId: payment.id,
    action: 'refund',
    summary: `Refund of ${formatUsd(refund.amount)} issued for ${payment.invoiceNumber ?? 'a payment'} (${payment.method === 'card' ? 'credit_card' : payment.method})`,
    changes: { refundId: refund.id, amount: refund.amount, reason: refund.notes },
  });
  await emitWebhookEvent(scope, 'payment.refunded', () => loadPaymentDetail(scope, payment.id));
}

/**
 * charge.refunded: refunds made at the provider (ours or from its dashboard). Ours that were pending become
 * refunded; ones we never recorded are appended, never more than what is left unrefunded.
 */
export async function applyProviderRefunds(
  scope: TenantScope,
  paymentId: string,
  refunds: ProviderRefund[],
): Promise<boolean> {
  let changed = false;
  for (const refund of refunds) {
    if (refund.status !== 'refunded') continue;
    const known = refund.isTotal
      ? undefined
      : await scope.tx.query.payments.findFirst({
          columns: { id: true },
          where: (p, { and, eq, or }) =>
            and(
              eq(p.tenantId, scope.tenantId),
              eq(p.refundOfId, paymentId),
              refund.ourRowId && UUID.test(refund.ourRowId)
                ? or(eq(p.stripeRefundId, refund.id), eq(p.id, refund.ourRowId))
                : eq(p.stripeRefundId, refund.id),
            ),
        });
    if (known) {
      changed = (await applyRefundOutcome(scope, known.id, refund)) || changed;
      continue;
    }
    const locked = await lockPaymentWithInvoice(scope, paymentId);
    if (!locked || locked.payment.status !== 'completed') continue;
    const left = await refundableCents(scope, locked.payment);
    // A refunded total includes what we already recorded; a single unknown refund is new money back.
    const wanted = refund.isTotal
      ? refund.amountCents - (toCents(locked.payment.amount) - left)
      : refund.amountCents;
    const cents = wanted < left ? wanted : left;
    if (cents <= 0n) continue;
    const id = await insertPaymentRow(scope, {
      invoiceId: locked.payment.invoiceId,
      invoiceNumber: locked.payment.invoiceNumber,
      clientId: locked.payment.clientId,
      clientName: locked.payment.clientName,
      amount: centsToString(cents),
      method: locked.payment.method,
      status: 'refunded',
      paidAt: new Date(),
      refundOfId: paymentId,
      stripeRefundId: refund.isTotal ? null : refund.id,
      transactionId: refund.isTotal ? null : refund.id,
      notes: 'Refunded in Stripe',
      createdBy: null,
    });
    if (locked.invoice) await settleInvoice(scope, locked.invoice, new Date());
    await announceRefund(scope, (await findPaymentRow(scope, id))!, locked.payment);
    changed = true;
  }
  return changed;
}
