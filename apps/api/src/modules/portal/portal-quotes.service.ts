import type { PortalApproveBody, PortalQuote, PortalQuoteSummary } from '@tradeworks/contracts/portal';
import { portalApproveSchema, portalDeclineSchema } from '@tradeworks/contracts/portal';
import type { z } from 'zod';
import type { TenantScope } from '../../db/client';
import { PortalErrors } from './portal.errors';
import type { PortalAccess } from '../../http/portal-auth';
import { recordAudit } from '../../platform/audit/audit-log';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { isoOrNull } from '../../http/iso-or-null';
import { documentDate, pdfFileName, renderSalesDocumentPdf } from '../sales-documents/public';
import { loadQuoteDetail, quoteView } from '../quotes/public';
import { depositPayable } from '../quotes/public';
import { findQuote, type QuoteRow } from '../quotes/public';
import {
  findClientResponse,
  saveClientResponse,
  syncQuoteFollowUps,
  toClientResponse,
  withClientSignature,
} from '../quotes/public';
import { approveWithSelection } from '../quotes/public';
import { answerBlock } from '../quotes/public';
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
  if (!quote || quote.clientId !== portal.clientId || !VISIBLE.has(quote.status))
    throw PortalErrors.quoteNotFound();
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

async function portalQuote(scope: TenantScope, quote: QuoteRow): Promise<PortalQuote> {
  const detail = await loadQuoteDetail(scope, quote.id, quote);
  const actions: PortalQuote['allowedActions'] = [];
  const response = await findClientResponse(scope, quote.id);
  if ((await answerBlock(scope, quote)) === null) actions.push('approve', 'decline');
  if (depositPayable(quote, detail.deposit)) actions.push('pay_deposit');
  return {
    ...toPortalQuoteSummary(quote),
    subtotal: detail.subtotal,
    taxRate: detail.taxRate,
    taxAmount: detail.taxAmount,
    taxLines: detail.taxLines,
    notes: detail.notes,
    approvedAt: detail.approvedAt,
    lineItems: detail.lineItems.map((l) => ({
      id: l.id,
      isOptional: l.isOptional,
      description: l.description,
      quantity: l.quantity,
      rate: l.rate,
      total: l.total,
      taxable: l.taxable,
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

/** The kind words for a quote the client can no longer answer (the shared state rule, the client's language). */
async function assertAnswerable(scope: TenantScope, quote: QuoteRow): Promise<void> {
  const block = await answerBlock(scope, quote);
  if (!block || block === 'not_sent') return;
  const company = (await getCompanyProfile(scope)).name;
  if (block === 'expired') {
    const when = quote.validUntil ? ` on ${documentDate(quote.validUntil)}` : '';
    throw PortalErrors.quoteExpired(when, company);
  }
  if (block === 'approved') throw PortalErrors.quoteAlreadyApproved();
  throw PortalErrors.quoteDeclined(company);
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
    const selection = await approveWithSelection(scope, quote, data.acceptedOptionIds, {
      signerName: data.signerName,
      signatureKind: data.signatureKind,
      signatureData: data.signatureKind === 'drawn' ? (data.signatureData ?? null) : null,
      ipAddress: client.ipAddress,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
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
    await syncQuoteFollowUps(scope, id);
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
