import { centsToString, toCents } from '@tradeworks/contracts/money';
import type { PaymentDetail, RefundData } from '@tradeworks/contracts/payments';
import type { TenantScope } from '../../db/client';
import type { TenantContext } from '../../http/route';
import { refundCharge } from '../../platform/payments/stripe-charges';
import { requireStripe } from '../../platform/payments/stripe-client';
import { settleInvoice } from './payment-ledger';
import { applyRefundOutcome, announceRefund, lockPaymentWithInvoice } from './payment-provider-outcome';
import { PaymentErrors } from './payments.errors';
import { loadPaymentDetail } from './payments.service';
import { findPaymentRow, insertPaymentRow, refundableCents } from './payments.repository';

type RefundCtx = TenantContext & { id: string; data: RefundData };

interface StartedRefund {
  refundRowId: string;
  paymentIntentId: string | null;
  cents: bigint;
}

/**
 * POST /api/payments/{id}/refund: full (no amount) or partial. The payment row is locked (after its invoice),
 * so two racing refunds see each other and never give back more than was paid. A card refund goes through
 * Stripe after its pending row commits; cash, check and ACH refunds are recorded at once.
 */
export async function refundPayment(ctx: RefundCtx): Promise<PaymentDetail> {
  const { db, tenantId, userId, id } = ctx;
  const scope = { tenantId, userId };
  const started = await db.tenant(scope, (s) => startRefund(s, ctx));
  if (started.paymentIntentId) {
    const outcome = await refundCharge({
      db,
      tenantId,
      refundId: started.refundRowId,
      paymentIntentId: started.paymentIntentId,
      amountCents: started.cents,
    }).catch(async (err: unknown) => {
      // Our row says what happened; if Stripe did refund after all, its charge.refunded webhook appends it.
      const reason = err instanceof Error ? err.message : 'Refund failed';
      await db.tenant(scope, (s) =>
        applyRefundOutcome(s, started.refundRowId, { id: '', status: 'failed', failureReason: reason }),
      );
      throw err;
    });
    await db.tenant(scope, (s) =>
      applyRefundOutcome(s, started.refundRowId, { ...outcome, id: outcome.refundId }),
    );
  }
  return db.tenant(scope, (s) => loadPaymentDetail(s, id));
}

async function startRefund(scope: TenantScope, ctx: RefundCtx): Promise<StartedRefund> {
  const locked = await lockPaymentWithInvoice(scope, ctx.id);
  if (!locked || locked.payment.refundOfId) throw PaymentErrors.notFound();
  const { payment, invoice } = locked;
  if (payment.status !== 'completed') throw PaymentErrors.refundOnlyCompleted(payment.status);
  const left = await refundableCents(scope, payment);
  if (left <= 0n) throw PaymentErrors.fullyRefunded();
  const cents = ctx.data.amount ? toCents(ctx.data.amount) : left;
  if (cents > left) throw PaymentErrors.overRefund(centsToString(left));
  const viaStripe = payment.method === 'card' && payment.stripePaymentIntentId;
  if (viaStripe) await requireStripe(scope.tx, scope.tenantId);
  const refundRowId = await insertPaymentRow(scope, {
    invoiceId: payment.invoiceId,
    invoiceNumber: payment.invoiceNumber,
    // A deposit's refund follows its payment to the invoice the quote becomes.
    quoteId: payment.quoteId,
    clientId: payment.clientId,
    clientName: payment.clientName,
    amount: centsToString(cents),
    method: payment.method,
    status: viaStripe ? 'pending' : 'refunded',
    paidAt: new Date(),
    refundOfId: payment.id,
    notes: ctx.data.reason || null,
    createdBy: scope.userId,
  });
  if (!viaStripe) {
    if (invoice) await settleInvoice(scope, invoice, new Date());
    await announceRefund(scope, (await findPaymentRow(scope, refundRowId))!, payment);
  }
  return { refundRowId, paymentIntentId: viaStripe ? payment.stripePaymentIntentId : null, cents };
}
