import { componentsOfTaxLines } from '@tradeworks/contracts/tax-lines';
import { computeQuoteTotals, type QuoteAcceptance } from '@tradeworks/contracts/quote-options';
import { centsToString } from '@tradeworks/contracts/money';
import type { QuoteOnBehalfAction } from '@tradeworks/contracts/quote-on-behalf';
import { allowedQuoteActions, type QuoteDetail, type QuoteListItem } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { findDocumentClient } from '../sales-documents/public';
import { toLocationRef } from '../clients/public';
import { findLocation } from '../clients/public';
import { isoOrNull } from '../../http/iso-or-null';
import type { SalesDocumentView } from '../sales-documents/public';
import { listLines } from '../sales-documents/public';
import { findInvoiceNumber } from '../invoices/public';
import { answerBlock } from './quote-client-response';
import { findClientResponse, type ClientResponseRow } from './quote-client-responses.repository';
import { depositLeftCents, depositPayable, quoteDepositState } from './quote-deposit';
import { findQuote, type QuoteRow } from './quotes.repository';
import { QuoteErrors } from './quotes.errors';

export function toQuoteListItem(row: QuoteRow): QuoteListItem {
  return {
    ...row,
    validUntil: isoOrNull(row.validUntil),
    sentAt: isoOrNull(row.sentAt),
    approvedAt: isoOrNull(row.approvedAt),
    taxRecomputedAt: isoOrNull(row.taxRecomputedAt),
    allowedActions: allowedQuoteActions(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The quote with its lines, client block and converted invoice number; 404 when not the tenant's. */
export async function loadQuoteDetail(scope: TenantScope, id: string, row?: QuoteRow): Promise<QuoteDetail> {
  const quote = row ?? (await findQuote(scope, id));
  if (!quote) throw QuoteErrors.notFound();
  const lineItems = await listLines(scope, { kind: 'quote', id: quote.id });
  const client = await findDocumentClient(scope, quote.clientId);
  const location = await findLocation(scope, quote.locationId);
  const converted = quote.convertedInvoiceId
    ? await findInvoiceNumber(scope, quote.convertedInvoiceId)
    : undefined;
  const totals = computeQuoteTotals(lineItems, componentsOfTaxLines(quote.taxLines));
  const acceptance = acceptanceOf(quote, await findClientResponse(scope, quote.id));
  const deposit = await quoteDepositState(scope, quote, acceptance?.approvedTotal ?? null, converted ?? null);
  const depositDue = depositPayable(quote, deposit) ? await depositLeftCents(scope, quote.id, deposit) : 0n;
  const onBehalfActions: QuoteOnBehalfAction[] = [];
  // The office records a choice only where there is one to make; a quote without options is just approved.
  if (lineItems.some((line) => line.isOptional) && (await answerBlock(scope, quote)) === null) {
    onBehalfActions.push('recordChoice');
  }
  if (depositDue > 0n) onBehalfActions.push('recordDeposit');
  return {
    ...toQuoteListItem(quote),
    lineItems,
    client: client ?? null,
    location: location ? toLocationRef(location) : null,
    convertedInvoiceNumber: converted ?? null,
    optionsSubtotal: totals.optionsSubtotal,
    totalWithOptions: totals.withAllOptions.total,
    deposit,
    acceptance,
    onBehalfActions,
    depositDue: depositDue > 0n ? centsToString(depositDue) : null,
  };
}

/** The client's signed selection from a portal approval (older approvals signed the quote's own total). */
export function acceptanceOf(
  quote: QuoteRow,
  response: ClientResponseRow | undefined,
): QuoteAcceptance | null {
  if (!response || response.response !== 'approved') return null;
  if (quote.status !== 'approved' && quote.status !== 'accepted') return null;
  return {
    acceptedOptionIds: response.acceptedOptionIds,
    approvedSubtotal: response.approvedSubtotal ?? quote.subtotal,
    approvedTaxAmount: response.approvedTaxAmount ?? quote.taxAmount,
    approvedTotal: response.approvedTotal ?? quote.total,
    signerName: response.signerName,
    respondedAt: response.respondedAt.toISOString(),
    digest: response.signedDigest,
  };
}

/** What the PDF and the e-mail of a quote show. */
export function quoteView(detail: QuoteDetail): SalesDocumentView {
  return {
    kind: 'quote',
    number: detail.quoteNumber,
    status: detail.status,
    createdAt: new Date(detail.createdAt),
    clientName: detail.clientName,
    client: detail.client,
    location: detail.location,
    lines: detail.lineItems.filter((line) => !line.isOptional),
    optionalLines: detail.lineItems.filter((line) => line.isOptional),
    acceptedOptionIds: detail.acceptance?.acceptedOptionIds,
    deposit: detail.deposit,
    approvedTotal: detail.acceptance?.approvedTotal ?? null,
    subtotal: detail.subtotal,
    taxRate: detail.taxRate,
    taxAmount: detail.taxAmount,
    taxLines: detail.taxLines,
    total: detail.total,
    notes: detail.notes,
    validUntil: detail.validUntil ? new Date(detail.validUntil) : null,
    projectType: detail.projectType,
  };
}
