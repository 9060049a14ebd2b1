import { componentsOfTaxLines } from '@tradeworks/contracts/tax-lines';
import { createHash } from 'node:crypto';
import { computeSelectedTotals, depositAmount } from '@tradeworks/contracts/quote-options';
import type { TenantScope } from '../../db/client';
import { listLines } from '../sales-documents/public';
import { changeStatus } from './quote-update.service';
import type { QuoteRow } from './quotes.repository';
import { saveClientResponse } from './quote-client-responses.repository';
import { QuoteErrors } from './quotes.errors';
import { loadQuoteDetail } from './quote-detail';
import { emitWebhookEvent } from '../webhooks/public';

/**
 * The one place a client's approval with their choice of optional lines is decided and stored — by the client
 * in the portal (signed) or by the office on the client's behalf (recorded; who did it is in the audit log).
 */

/**
 * What the client approves: the required lines plus the optional lines they ticked (only this quote's optional
 * lines may be ticked), that selection's totals, and the deposit it requests — all in exact cents.
 */
export async function clientSelection(scope: TenantScope, quote: QuoteRow, ticked: string[]) {
  const lines = await listLines(scope, { kind: 'quote', id: quote.id });
  const optional = new Set(lines.filter((line) => line.isOptional).map((line) => line.id));
  const acceptedOptionIds = [...new Set(ticked)];
  if (acceptedOptionIds.some((lineId) => !optional.has(lineId))) {
    throw QuoteErrors.unknownOption();
  }
  // In the quote's line order, so the record reads the same however the browser sent it.
  const ordered = lines.filter((line) => acceptedOptionIds.includes(line.id)).map((line) => line.id);
  const totals = computeSelectedTotals(lines, componentsOfTaxLines(quote.taxLines), ordered);
  return {
    acceptedOptionIds: ordered,
    approvedSubtotal: totals.subtotal,
    approvedTaxAmount: totals.taxAmount,
    approvedTotal: totals.total,
    depositAmount: depositAmount(quote.depositType, quote.depositValue, totals.total),
  };
}
export type ClientSelection = Awaited<ReturnType<typeof clientSelection>>;

/** Who answered: a portal signature, or nothing for a choice the office recorded. */
export interface ApprovalSigner {
  signerName: string | null;
  signatureKind: 'drawn' | 'typed' | null;
  signatureData: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/** SHA-256 over everything the signature stands for; kept with the record so a later change is evident. */
function signedDigest(
  quote: QuoteRow,
  selection: ClientSelection,
  signer: ApprovalSigner,
  respondedAt: Date,
) {
  const payload = JSON.stringify({
    quoteId: quote.id,
    quoteNumber: quote.quoteNumber,
    ...selection,
    signerName: signer.signerName,
    signatureKind: signer.signatureKind,
    signature: signer.signatureData ? createHash('sha256').update(signer.signatureData).digest('hex') : null,
    respondedAt: respondedAt.toISOString(),
  });
  return createHash('sha256').update(payload).digest('hex');
}

/**
 * Approves the (locked, answerable) quote with the client's selection: the transition sent → approved and the
 * stored answer. A signed answer keeps its digest; a recorded one has none (nothing was signed).
 */
export async function approveWithSelection(
  scope: TenantScope,
  quote: QuoteRow,
  ticked: string[],
  signer: ApprovalSigner,
): Promise<ClientSelection> {
  const selection = await clientSelection(scope, quote, ticked);
  await changeStatus(scope, quote, 'approved', false);
  const respondedAt = new Date();
  await saveClientResponse(scope, quote.id, {
    response: 'approved',
    ...signer,
    declineReason: null,
    respondedAt,
    ...selection,
    signedDigest: signer.signerName ? signedDigest(quote, selection, signer, respondedAt) : null,
  });
  // Announced with the answer stored, so the record carries the client's selection and signer.
  await emitWebhookEvent(scope, 'quote.approved', () => loadQuoteDetail(scope, quote.id));
  return selection;
}
