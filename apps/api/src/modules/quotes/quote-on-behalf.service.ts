import { centsToString, toCents } from '@tradeworks/contracts/money';
import { formatUsd, type PaymentDetail } from '@tradeworks/contracts/payments';
import {
  depositOverpaymentMessage,
  type QuoteClientChoiceData,
  type QuoteDepositPaymentData,
} from '@tradeworks/contracts/quote-on-behalf';
import type { QuoteDetail } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { tenantTimeZone } from '../../platform/tenant-clock';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { documentDate } from '../sales-documents/public';
import { announceCompletedPayment, paymentTime } from '../payments/public';
import { insertPaymentRow } from '../payments/public';
import { loadPaymentDetail } from '../payments/public';
import { approveWithSelection } from './quote-approval';
import { answerBlock, type AnswerBlock } from './quote-client-response';
import { loadQuoteDetail } from './quote-detail';
import { depositDueCents } from './quote-deposit';
import { findQuote, type QuoteRow } from './quotes.repository';
import { QuoteErrors } from './quotes.errors';

/**
 * The office acting for a client who phoned or handed over a check: the client's choice of optional lines
 * (the portal's approval, same rules and totals, without a signature) and a deposit paid by cash, check or
 * ACH (a ledger row on the quote like the portal's card deposit, credited to the invoice on conversion).
 */

async function lockQuote(scope: TenantScope, id: string): Promise<QuoteRow> {
  const quote = await findQuote(scope, id, true);
  if (!quote) throw QuoteErrors.notFound();
  return quote;
}

/** The shared answer rule in the office's words. */
function blockedMessage(quote: QuoteRow, block: AnswerBlock): string {
  switch (block) {
    case 'expired': {
      const when = quote.validUntil ? ` on ${documentDate(quote.validUntil)}` : '';
      return `Quote ${quote.quoteNumber} expired${when}. Re-send it to renew it before recording the client's choice.`;
    }
    case 'approved':
      return `Quote ${quote.quoteNumber} is already approved; the client's choice can no longer change`;
    case 'declined':
      return `The client declined quote ${quote.quoteNumber}. Re-send it before recording a new answer.`;
    default:
      return `Only sent quotes take the client's choice; quote ${quote.quoteNumber} is ${quote.status}`;
  }
}

/** POST /api/quotes/{id}/client-choice — approves the sent quote with the optional lines the client chose. */
export function recordClientChoice(
  ctx: TenantContext & { id: string; data: QuoteClientChoiceData },
): Promise<QuoteDetail> {
  const { db, tenantId, userId, id, data } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const quote = await lockQuote(scope, id);
    const block = await answerBlock(scope, quote);
    if (block) throw QuoteErrors.answerBlocked(blockedMessage(quote, block));
    const selection = await approveWithSelection(scope, quote, data.acceptedOptionIds, {
      signerName: null,
      signatureKind: null,
      signatureData: null,
      ipAddress: null,
      userAgent: null,
    });
    await recordAudit(scope, {
      entity: 'quote',
      entityId: quote.id,
      action: 'record_client_choice',
      summary: `Client's choice recorded on quote ${quote.quoteNumber}: ${selection.acceptedOptionIds.length} optional item(s), approved total ${formatUsd(selection.approvedTotal)}`,
      changes: {
        acceptedOptionIds: selection.acceptedOptionIds,
        approvedTotal: selection.approvedTotal,
        depositAmount: selection.depositAmount,
      },
    });
    return loadQuoteDetail(scope, quote.id);
  });
}

/** POST /api/quotes/{id}/deposit-payments — a completed cash, check or ACH deposit on the approved quote. */
export function recordDepositPayment(
  ctx: TenantContext & { id: string; data: QuoteDepositPaymentData },
): Promise<PaymentDetail> {
  const { db, tenantId, userId, id, data } = ctx;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const paidAt = paymentTime(data.date, await tenantTimeZone(scope));
    // The quote's row lock serialises deposits of one quote (the portal's card deposit takes it too).
    const quote = await lockQuote(scope, id);
    const detail = await loadQuoteDetail(scope, quote.id, quote);
    const due = await depositDueCents(scope, quote, detail.deposit);
    const amount = data.amount ?? centsToString(due);
    if (toCents(amount) > due) {
      throw QuoteErrors.depositOverpaid(depositOverpaymentMessage(centsToString(due), quote.quoteNumber));
    }
    const paymentId = await insertPaymentRow(scope, {
      invoiceId: null,
      quoteId: quote.id,
      clientId: quote.clientId,
      clientName: quote.clientName,
      amount,
      method: data.method,
      status: 'completed',
      paidAt,
      transactionId: data.reference || null,
      notes: data.notes || null,
      createdBy: userId,
    });
    // Audit ("… for the deposit of quote Q-…") and the receipt e-mail, as for the card deposit.
    await announceCompletedPayment(scope, paymentId);
    return loadPaymentDetail(scope, paymentId);
  });
}
