import { balanceDue } from '@tradeworks/contracts/line-items';
import { centsToString, toCents } from '@tradeworks/contracts/money';
import { paymentRecordedText } from '@tradeworks/contracts/payments';
import type { TenantScope } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { addDays, localDate, resolveInstant } from '../../platform/tenant-clock';
import { findInvoice, loadInvoiceDetail, syncInvoiceFollowUps, type InvoiceRow } from '../invoices/public';
import { queueReviewRequest } from '../messages/public';
import { queueReceiptEmail } from './payment-receipt';
import { PaymentErrors } from './payments.errors';
import { toApiMethod } from './payment-method-names';
import {
  applyLedgerToInvoice,
  findPaymentRow,
  inFlightCents,
  insertPaymentRow,
  type PaymentInsert,
} from './payments.repository';
import { emitWebhookEvent } from '../webhooks/public';
import { toPayment } from './payment-response';

/**
 * The rules every ledger change shares: which invoices take payments, the balance, and what follows a change
 * (the invoice's amount paid and status recomputed in SQL, audit, receipt) — all in the caller's transaction.
 */

/** Locks the invoice (payments of one invoice are serialised on its row); 404 / 409 for draft or cancelled. */
export async function lockPayableInvoice(scope: TenantScope, invoiceId: string): Promise<InvoiceRow> {
  const invoice = await findInvoice(scope, invoiceId, true);
  if (!invoice) throw PaymentErrors.invoiceNotFound();
  if (invoice.status === 'draft' || invoice.status === 'cancelled') {
    throw PaymentErrors.invoiceNotPayable(invoice.invoiceNumber, invoice.status);
  }
  return invoice;
}

/** 400 unless 0 < amount ≤ balance due less card charges still waiting for the provider. */
export async function assertWithinBalance(
  scope: TenantScope,
  invoice: InvoiceRow,
  amount: string,
): Promise<void> {
  const open =
    toCents(balanceDue(invoice.total, invoice.amountPaid)) -
    (await inFlightCents(scope, { invoiceId: invoice.id }));
  if (toCents(amount) > open) {
    const left = centsToString(open > 0n ? open : 0n);
    throw PaymentErrors.overpayment(left, invoice.invoiceNumber);
  }
}

/**
 * YYYY-MM-DD → the payment's time: now for the organization's today, noon of that day in its zone for an
 * earlier day. A day after the organization's today is refused, with one day of slack for a browser east of
 * the organization, whose "today" is already its tomorrow.
 */
export function paymentTime(date: string | undefined, zone: string, now = new Date()): Date {
  if (!date) return now;
  const today = localDate(now, zone);
  if (date > addDays(today, 1)) throw PaymentErrors.futureDate();
  return date >= today ? now : resolveInstant(date, zone);
}

/** A paid invoice earns a review request (when that automation is on and counts from payment). */
function askForReview(scope: TenantScope, invoice: InvoiceRow, total: string) {
  // Its delay counts from when the payment is recorded (a cheque dated earlier too).
  return queueReviewRequest(scope, {
    trigger: 'paid',
    relatedEntity: 'invoice',
    relatedId: invoice.id,
    clientId: invoice.clientId,
    value: total,
  });
}

/** Recomputes the invoice from the ledger and audits a status it moved to (paid, or back to sent). */
export async function settleInvoice(
  scope: TenantScope,
  invoice: InvoiceRow,
  at: Date,
  paidSummary?: string,
): Promise<void> {
  const result = await applyLedgerToInvoice(scope, invoice.id, at);
  // Part payments change the balance the follow-ups name; the last one stops them.
  await syncInvoiceFollowUps(scope, invoice.id);
  if (result.from === result.to) return;
  const paid = result.to === 'paid';
  if (paid) await askForReview(scope, invoice, result.total);
  await recordAudit(scope, {
    entity: 'invoice',
    entityId: invoice.id,
    action: paid ? 'mark_paid' : 'reopen',
    summary: paid
      ? (paidSummary ?? `Invoice ${invoice.invoiceNumber} paid in full`)
      : `Invoice ${invoice.invoiceNumber} reopened: balance due $${balanceDue(result.total, result.amountPaid)} after a refund`,
    changes: {
      status: { from: result.from, to: result.to },
      amountPaid: result.amountPaid,
      ...(paid ? { paidDate: at.toISOString() } : {}),
    },
  });
  // Every path to a zero balance passes here: office, card, portal, a provider's webhook.
  if (paid) await emitWebhookEvent(scope, 'invoice.paid', () => loadInvoiceDetail(scope, invoice.id));
}

/** Audits a completed payment with the activity sentence and e-mails its receipt. */
export async function announceCompletedPayment(scope: TenantScope, paymentId: string, action = 'create') {
  const row = await findPaymentRow(scope, paymentId);
  if (!row) return;
  // A quote's deposit paid before the quote was invoiced names the quote instead.
  const target =
    row.invoiceNumber ?? (row.quoteId && row.quoteNumber ? `the deposit of quote ${row.quoteNumber}` : '');
  await recordAudit(scope, {
    entity: 'payment',
    entityId: row.id,
    action,
    summary: paymentRecordedText(row.amount, target, toApiMethod(row.method)),
    changes: {
      amount: row.amount,
      method: toApiMethod(row.method),
      invoiceId: row.invoiceId,
      ...(row.quoteId ? { quoteId: row.quoteId } : {}),
    },
  });
  if (action === 'create') await emitWebhookEvent(scope, 'payment.recorded', toPayment(row));
  await queueReceiptEmail(scope, row);
}

export interface CompletedPayment {
  invoice: InvoiceRow;
  amount: string;
  method: PaymentInsert['method'];
  paidAt: Date;
  reference?: string | null;
  notes?: string | null;
  /** Audit words when this payment settles the invoice (Mark Paid says "marked paid"). */
  paidSummary?: string;
}

/** Appends a completed payment (cash, check, ACH, or an invoice marked paid) and settles the invoice. */
export async function appendCompletedPayment(scope: TenantScope, input: CompletedPayment): Promise<string> {
  const { invoice } = input;
  const id = await insertPaymentRow(scope, {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    clientId: invoice.clientId,
    clientName: invoice.clientName,
    amount: input.amount,
    method: input.method,
    status: 'completed',
    paidAt: input.paidAt,
    transactionId: input.reference || null,
    notes: input.notes || null,
    createdBy: scope.userId,
  });
  await settleInvoice(scope, invoice, input.paidAt, input.paidSummary);
  await announceCompletedPayment(scope, id);
  return id;
}
