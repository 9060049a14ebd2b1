import { centsToString, toCents } from '@tradeworks/contracts/money';
import type { Payment, PaymentDetail, PaymentRefund } from '@tradeworks/contracts/payments';
import { toApiMethod } from './payment-method-names';
import type { PaymentRow } from './payments.repository';

/** A payment row as the API answers it: 'refunded' once its refunds add up to the amount. */
export function toPayment(row: PaymentRow): Payment {
  const refunded = toCents(row.refunded);
  const amount = toCents(row.amount);
  const fullyRefunded = row.status === 'completed' && refunded >= amount;
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    quoteId: row.quoteId,
    quoteNumber: row.quoteNumber,
    clientId: row.clientId,
    clientName: row.clientName,
    amount: row.amount,
    method: toApiMethod(row.method),
    status: fullyRefunded ? 'refunded' : row.status,
    date: row.paidAt.toISOString(),
    transactionId: row.transactionId,
    failureReason: row.failureReason,
    notes: row.notes,
    refundedAmount: centsToString(refunded),
    refundableAmount:
      row.status === 'completed' ? centsToString(amount > refunded ? amount - refunded : 0n) : '0.00',
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRefund(row: PaymentRow): PaymentRefund {
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    date: row.paidAt.toISOString(),
    reason: row.notes,
    transactionId: row.transactionId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Payments with their refund rows attached. */
export function withRefunds(rows: PaymentRow[], refunds: PaymentRow[]): PaymentDetail[] {
  return rows.map((row) => ({
    ...toPayment(row),
    refunds: refunds.filter((r) => r.refundOfId === row.id).map(toRefund),
  }));
}
