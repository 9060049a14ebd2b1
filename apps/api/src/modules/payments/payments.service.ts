import { balanceDue } from '@tradeworks/contracts/line-items';
import { centsToString, toCents } from '@tradeworks/contracts/money';
import type {
  InvoicePayments,
  Payment,
  PaymentDetail,
  PaymentListQuery,
  PaymentRecordData,
  PaymentsSummary,
} from '@tradeworks/contracts/payments';
import type { TenantScope } from '../../db/client';
import { PaymentErrors } from './payments.errors';
import { tenantTimeZone } from '../../platform/tenant-clock';
import type { Page } from '../../http/paging';
import type { TenantContext } from '../../http/route';
import { findInvoice } from '../invoices/public';
import { renderReceipt, type ReceiptFile } from './payment-receipt';
import {
  appendCompletedPayment,
  assertWithinBalance,
  lockPayableInvoice,
  paymentTime,
} from './payment-ledger';
import { toPayment, withRefunds } from './payment-response';
import {
  findPaymentRow,
  listInvoicePaymentRows,
  listPaymentRows,
  listRefundRows,
  paymentSummaryCounts,
} from './payments.repository';

export function listPayments(ctx: TenantContext & { query: PaymentListQuery }): Promise<Page<Payment>> {
  const { db, tenantId, userId, query } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const page = await listPaymentRows(scope, query);
    return { items: page.items.map(toPayment), total: page.total };
  });
}

/** The three cards from the kept counters: no ledger rows are read. */
export function getPaymentsSummary({ db, tenantId, userId }: TenantContext): Promise<PaymentsSummary> {
  return db.tenant({ tenantId, userId }, async (scope) => {
    const { rows, fullyRefunded: givenBack } = await paymentSummaryCounts(scope);
    const pick = (status: string, isRefund: boolean) =>
      rows.find((r) => r.status === status && r.isRefund === isRefund) ?? { count: 0, amount: '0' };
    const completed = pick('completed', false);
    const refunded = pick('refunded', true);
    const pending = [pick('pending', false), pick('processing', false)];
    const pendingCents = pending.reduce((s, r) => s + toCents(r.amount), 0n);
    const pendingCount = pending.reduce((s, r) => s + r.count, 0);
    const completedNet = toCents(completed.amount) - toCents(refunded.amount);
    return {
      totalAmount: centsToString(completedNet + pendingCents),
      totalCount: completed.count - givenBack + pendingCount,
      completedAmount: centsToString(completedNet),
      completedCount: completed.count - givenBack,
      pendingAmount: centsToString(pendingCents),
      pendingCount,
      refundedAmount: centsToString(toCents(refunded.amount)),
      failedCount: pick('failed', false).count,
    };
  });
}

export async function loadPaymentDetail(scope: TenantScope, id: string): Promise<PaymentDetail> {
  const row = await findPaymentRow(scope, id);
  // A refund row is reached through its payment.
  if (!row || row.refundOfId) throw PaymentErrors.notFound();
  return withRefunds([row], await listRefundRows(scope, [row.id]))[0];
}

export function getPayment({
  db,
  tenantId,
  userId,
  id,
}: TenantContext & { id: string }): Promise<PaymentDetail> {
  return db.tenant({ tenantId, userId }, (scope) => loadPaymentDetail(scope, id));
}

export function getInvoicePayments(ctx: TenantContext & { invoiceId: string }): Promise<InvoicePayments> {
  const { db, tenantId, userId, invoiceId } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const invoice = await findInvoice(scope, invoiceId);
    if (!invoice) throw PaymentErrors.invoiceNotFound();
    const rows = await listInvoicePaymentRows(scope, invoiceId);
    const refunds = await listRefundRows(
      scope,
      rows.map((r) => r.id),
    );
    return {
      invoiceId,
      total: invoice.total,
      amountPaid: invoice.amountPaid,
      balanceDue: balanceDue(invoice.total, invoice.amountPaid),
      payments: withRefunds(rows, refunds),
    };
  });
}

/** POST /api/payments — a cash, check or ACH payment, completed at once; the invoice follows its balance. */
export function recordPayment(ctx: TenantContext & { data: PaymentRecordData }): Promise<PaymentDetail> {
  const { db, tenantId, userId, data } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const paidAt = paymentTime(data.date, await tenantTimeZone(scope));
    const invoice = await lockPayableInvoice(scope, data.invoiceId);
    await assertWithinBalance(scope, invoice, data.amount);
    const id = await appendCompletedPayment(scope, {
      invoice,
      amount: data.amount,
      method: data.method,
      paidAt,
      reference: data.reference,
      notes: data.notes,
    });
    return loadPaymentDetail(scope, id);
  });
}

export function renderPaymentReceipt(ctx: TenantContext & { id: string }): Promise<ReceiptFile> {
  const { db, tenantId, userId, id } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const row = await findPaymentRow(scope, id);
    if (!row || row.refundOfId) throw PaymentErrors.notFound();
    return renderReceipt(scope, row);
  });
}
