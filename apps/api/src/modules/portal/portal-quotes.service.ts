import type { PortalApproveBody, PortalQuote, PortalQuoteSummary } from '@tradeworks/contracts/portal';
import { portalApproveSchema, portalDeclineSchema } from '@tradeworks/contracts/portal';
import { createHash } from 'node:crypto';
import {
  computeSelectedTotals,
  depositAmount,
  QUOTE_OPTION_MESSAGES,
  type QuoteDeposit,
} from '@tradeworks/contracts/quote-options';
import type { z } from 'zod';
import type { TenantScope } from '../../db/client';
import { conflict, notFound, validation } from '../../http/app-error';
import type { PortalAccess } from '../../http/portal-auth';
import { recordAudit } from '../../platform/audit/audit-log';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { isoOrNull } from '../sales-documents/document-dates';
import { listLines } from '../sales-documents/line-items.repository';
import { documentDate, pdfFileName, renderSalesDocumentPdf } from '../sales-documents/document-pdf';
import { loadQuoteDetail, quoteView } from '../quotes/quote-detail';
import { changeStatus } from '../quotes/quote-update.service';
import { findQuote, type QuoteRow } from '../quotes/quotes.repository';
import {
  findClientResponse,
  saveClientResponse,
  toClientResponse,
  withClientSignature,
} from './quote-client-response';
import { inPortal, requireFeature } from './portal-scope';

/** Drafts are the office's work in progress: the client sees a quote once it was sent. */
const VISIBLE = new Set(['sent', 'expired', 'approved', 'accepted']);

/** The client's own sent quote, or 404 — another client's or another tenant's quote reads as missing. */
export async function ownQuote(
  scope: TenantScope,
  portal: PortalAccess,
  id: string,
  lock = false,
): Promise<QuoteRow> {
  const quote = await findQuote(scope, id, lock);
  if (!quote || quote.clientId !== portal.clientId || !VISIBLE.has(quote.status)) throw notFound('Quote');
  return quote;
}

export const toPortalQuoteSummary = (row: QuoteRow): PortalQuoteSummary => ({
  id: row.id,
  quoteNumber: row.quoteNumber,
  status: row.status,
  total: row.total,
  validUntil: isoOrNull(row.validUntil),
  sentAt: isoOrNull(row.sentAt),
});

/** An approved, not yet invoiced quote whose requested deposit is not fully paid can be paid online. */
export const depositPayable = (quote: QuoteRow, deposit: QuoteDeposit) =>
  (quote.status === 'approved' || quote.status === 'accepted') &&
  !quote.convertedInvoiceId &&
  deposit.amount !== null &&
  (deposit.status === 'requested' || deposit.status === 'part_paid');

async function portalQuote(scope: TenantScope, quote: QuoteRow): Promise<PortalQuote> {
  const detail = await loadQuoteDetail(scope, quote.id, quote);
  const actions: PortalQuote['allowedActions'] = [];
  const response = await findClientResponse(scope, quote.id);
  // A decline closes the offer until the office sends the quote again (a newer sentAt).
  const declinedSinceSent =
    response?.response === 'declined' && (!quote.sentAt || response.respondedAt >= quote.sentAt);
  if (quote.status === 'sent' && !declinedSinceSent) actions.push('approve', 'decline');
  if (depositPayable(quote, detail.deposit)) actions.push('pay_deposit');
  return {
    ...toPortalQuoteSummary(quote),
    subtotal: detail.subtotal,
    taxRate: detail.taxRate,
    taxAmount: detail.taxAmount,
    notes: detail.notes,
    approvedAt: detail.approvedAt,
    lineItems: detail.lineItems.map((l) => ({
      id: l.id,
      isOptional: l.isOptional,
      description: l.description,
      quantity: l.quantity,
      rate: l.rate,
      total: l.total,
    })),
    optionsSubtotal: detail.optionsSubtotal,
    totalWithOptions: detail.totalWithOptions,
    deposit: detail.deposit,
    acceptance: detail.acceptance,
    clientResponse: response ? toClientResponse(response) : null,
    allowedActions: actions,
  };
}

export function getPortalQuote(portal: PortalAccess, id: string): Promise<PortalQuote> {
  requireFeature(portal, 'quotes');
  return inPortal(portal, async (scope) => portalQuote(scope, await ownQuote(scope, portal, id)));
}

export function renderPortalQuotePdf(portal: PortalAccess, id: string) {
  requireFeature(portal, 'quotes');
  return inPortal(portal, async (scope) => {
    const quote = await ownQuote(scope, portal, id);
    const view = await withClientSignature(scope, id, quoteView(await loadQuoteDetail(scope, id, quote)));
    return {
      pdf: await renderSalesDocumentPdf(await getCompanyProfile(scope), view),
      fileName: pdfFileName(quote.quoteNumber),
    };
  });
}

/** The kind words for a quote the client can no longer answer (the staff app's rules, the client's language). */
async function assertAnswerable(scope: TenantScope, quote: QuoteRow): Promise<void> {
  const company = (await getCompanyProfile(scope)).name;
  if (quote.status === 'expired') {
    const when = quote.validUntil ? ` on ${documentDate(quote.validUntil)}` : '';
    throw conflict(
      `This quote expired${when}, so it can no longer be approved online. Please contact ${company} for an updated quote.`,
    );
  }
  if (quote.status === 'approved' || quote.status === 'accepted') {
    throw conflict('You have already approved this quote. Thank you!');
  }
  const response = await findClientResponse(scope, quote.id);
  if (response?.response === 'declined' && (!quote.sentAt || response.respondedAt >= quote.sentAt)) {
    throw conflict(`You declined this quote. Please contact ${company} if you have changed your mind.`);
  }
}

/**
 * What the client signs: the required lines plus the optional lines they ticked (only this quote's optional
 * lines may be ticked), that selection's totals, and the deposit it requests — all in exact cents.
 */
async function signedSelection(scope: TenantScope, quote: QuoteRow, ticked: string[]) {
  const lines = await listLines(scope, { kind: 'quote', id: quote.id });
  const optional = new Set(lines.filter((line) => line.isOptional).map((line) => line.id));
  const acceptedOptionIds = [...new Set(ticked)];
  if (acceptedOptionIds.some((lineId) => !optional.has(lineId))) {
    throw validation(QUOTE_OPTION_MESSAGES.unknownOption, {
      acceptedOptionIds: QUOTE_OPTION_MESSAGES.unknownOption,
    });
  }
  // In the quote's line order, so the record reads the same however the browser sent it.
  const ordered = lines.filter((line) => acceptedOptionIds.includes(line.id)).map((line) => line.id);
  const totals = computeSelectedTotals(lines, quote.taxRate, ordered);
  return {
    acceptedOptionIds: ordered,
    approvedSubtotal: totals.subtotal,
    approvedTaxAmount: totals.taxAmount,
    approvedTotal: totals.total,
    depositAmount: depositAmount(quote.depositType, quote.depositValue, totals.total),
  };
}

/** SHA-256 over everything the signature stands for; kept with the record so a later change is evident. */
function signedDigest(
  quote: QuoteRow,
  selection: Awaited<ReturnType<typeof signedSelection>>,
  signer: { signerName: string; signatureKind: string; signatureData: string | null; respondedAt: Date },
): string {
  const payload = JSON.stringify({
    quoteId: quote.id,
    quoteNumber: quote.quoteNumber,
    ...selection,
    signerName: signer.signerName,
    signatureKind: signer.signatureKind,
    signature: signer.signatureData ? createHash('sha256').update(signer.signatureData).digest('hex') : null,
    respondedAt: signer.respondedAt.toISOString(),
  });
  return createHash('sha256').update(payload).digest('hex');
}

/** Approval with typed name and signature: the staff transition sent → approved, plus the signed record. */
export function approvePortalQuote(
  portal: PortalAccess,
  id: string,
  data: z.output<typeof portalApproveSchema> & PortalApproveBody,
  client: { ipAddress: string; userAgent: string | undefined },
): Promise<PortalQuote> {
  requireFeature(portal, 'quotes');
  return inPortal(portal, async (scope) => {
    const quote = await ownQuote(scope, portal, id, true);
    await assertAnswerable(scope, quote);
    const selection = await signedSelection(scope, quote, data.acceptedOptionIds);
    await changeStatus(scope, quote, 'approved');
    const respondedAt = new Date();
    const signatureData = data.signatureKind === 'drawn' ? (data.signatureData ?? null) : null;
    await saveClientResponse(scope, id, {
      response: 'approved',
      signerName: data.signerName,
      signatureKind: data.signatureKind,
      signatureData,
      declineReason: null,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      respondedAt,
      ...selection,
      signedDigest: signedDigest(quote, selection, {
        signerName: data.signerName,
        signatureKind: data.signatureKind,
        signatureData,
        respondedAt,
      }),
    });
    await recordAudit(scope, {
      entity: 'quote',
      entityId: id,
      action: 'portal_approve',
      summary: `Quote ${quote.quoteNumber} approved and signed by ${data.signerName} in the customer portal`,
      changes: {
        signerName: data.signerName,
        signatureKind: data.signatureKind,
        ipAddress: client.ipAddress,
        acceptedOptionIds: selection.acceptedOptionIds,
        approvedTotal: selection.approvedTotal,
        depositAmount: selection.depositAmount,
      },
    });
    return portalQuote(scope, (await findQuote(scope, id))!);
  });
}

export function declinePortalQuote(
  portal: PortalAccess,
  id: string,
  data: z.output<typeof portalDeclineSchema>,
  client: { ipAddress: string; userAgent: string | undefined },
): Promise<PortalQuote> {
  requireFeature(portal, 'quotes');
  return inPortal(portal, async (scope) => {
    const quote = await ownQuote(scope, portal, id, true);
    await assertAnswerable(scope, quote);
    await saveClientResponse(scope, id, {
      response: 'declined',
      signerName: null,
      signatureKind: null,
      signatureData: null,
      declineReason: data.reason,
      acceptedOptionIds: [],
      approvedSubtotal: null,
      approvedTaxAmount: null,
      approvedTotal: null,
      depositAmount: null,
      signedDigest: null,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      respondedAt: new Date(),
    });
    await recordAudit(scope, {
      entity: 'quote',
      entityId: id,
      action: 'portal_decline',
      summary: `Quote ${quote.quoteNumber} declined by ${portal.clientName} in the customer portal`,
      changes: { reason: data.reason, ipAddress: client.ipAddress },
    });
    return portalQuote(scope, quote);
  });
}
