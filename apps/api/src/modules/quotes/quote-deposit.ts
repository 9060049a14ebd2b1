import { centsToString, toCents } from '@tradeworks/contracts/money';
import { depositAmount, type QuoteDeposit } from '@tradeworks/contracts/quote-options';
import type { TenantScope } from '../../db/client';
import { applyLedgerToInvoice, inFlightCents } from '../payments/public';
import type { QuoteRow } from './quotes.repository';
import { QuoteErrors } from './quotes.errors';
import { moveDepositToInvoice, sumDepositPayments } from './quote-deposits.repository';

/**
 * A quote's deposit in the payments ledger: card payments with quote_id set and no invoice yet. On conversion
 * they (and their refunds) move to the new invoice, whose amount paid then includes them.
 */

/** Completed deposit payments less completed refunds, in cents (moved ones included: quote_id stays). */
export async function depositPaidCents(scope: TenantScope, quoteId: string): Promise<bigint> {
  return toCents(await sumDepositPayments(scope, quoteId));
}

/** What is left of the deposit to pay: requested − paid − card payments still in flight. */
export async function depositLeftCents(
  scope: TenantScope,
  quoteId: string,
  deposit: QuoteDeposit,
): Promise<bigint> {
  return toCents(deposit.amount ?? '0') - toCents(deposit.paid) - (await inFlightCents(scope, { quoteId }));
}

/** Where the deposit stands: requested amount (of the approved total once approved), paid, credited. */
export async function quoteDepositState(
  scope: TenantScope,
  quote: QuoteRow,
  approvedTotal: string | null,
  convertedInvoiceNumber: string | null,
): Promise<QuoteDeposit> {
  const amount = depositAmount(quote.depositType, quote.depositValue, approvedTotal ?? quote.total);
  const paid = await depositPaidCents(scope, quote.id);
  const status =
    amount === null
      ? 'none'
      : paid >= toCents(amount) && paid > 0n
        ? 'paid'
        : paid > 0n
          ? 'part_paid'
          : 'requested';
  return {
    type: quote.depositType,
    value: quote.depositValue,
    amount,
    paid: centsToString(paid),
    status,
    creditedInvoiceNumber: paid > 0n && convertedInvoiceNumber ? convertedInvoiceNumber : null,
  };
}

/** An approved, not yet invoiced quote whose requested deposit is not fully paid takes deposit payments. */
export const depositPayable = (quote: QuoteRow, deposit: QuoteDeposit) =>
  (quote.status === 'approved' || quote.status === 'accepted') &&
  !quote.convertedInvoiceId &&
  deposit.amount !== null &&
  (deposit.status === 'requested' || deposit.status === 'part_paid');

/**
 * What is left of the deposit to pay now, in cents — the deposit less what was paid or is in flight — or a
 * 409 saying why no deposit payment is taken (the portal's card payment and the office's cash or check alike).
 */
export async function depositDueCents(
  scope: TenantScope,
  quote: QuoteRow,
  deposit: QuoteDeposit,
): Promise<bigint> {
  if (quote.convertedInvoiceId) throw QuoteErrors.depositConverted();
  if (deposit.amount === null) throw QuoteErrors.noDeposit();
  if (quote.status !== 'approved' && quote.status !== 'accepted') {
    throw QuoteErrors.depositNotYet();
  }
  const left = await depositLeftCents(scope, quote.id, deposit);
  if (left <= 0n) throw QuoteErrors.depositPaid();
  return left;
}

/**
 * Moves the quote's deposit rows (payments and refunds, any status) to the invoice it was converted to and
 * recomputes that invoice's amount paid from the ledger; returns the credited amount.
 */
export async function creditDepositToInvoice(
  scope: TenantScope,
  quoteId: string,
  invoice: { id: string; invoiceNumber: string },
): Promise<string> {
  const moved = await moveDepositToInvoice(scope, quoteId, invoice);
  if (moved === 0) return '0.00';
  const result = await applyLedgerToInvoice(scope, invoice.id, new Date());
  return result.amountPaid;
}
