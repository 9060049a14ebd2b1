import type { EmailDraft, SendEmailData } from '@tradeworks/contracts/emails';
import { QUOTE_VALID_DAYS, type SendEmailResult } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { daysFromNow } from '../../platform/tenant-clock';
import { composeEmail } from '../emails/email-templates';
import {
  documentTemplateValues,
  queueDocumentEmail,
  requireClientEmail,
} from '../sales-documents/document-email';
import { portalLinkForDocumentEmail } from '../portal/portal-document-link';
import { withClientSignature } from './quote-client-response';
import { pdfFileName, renderSalesDocumentPdf } from '../sales-documents/document-pdf';
import { loadQuoteDetail, quoteView } from './quote-detail';
import { findQuote, updateQuoteRow } from './quotes.repository';

/** Statuses a quote may be (re-)sent from: drafts are sent, the rest re-sent. */
const SENDABLE = new Set(['draft', 'sent', 'expired', 'approved', 'accepted']);

/**
 * E-mails the quote with its PDF through the outbox, in the caller's transaction. A draft becomes sent; a
 * quote whose validity has run out gets a fresh one (now + 30 days), since the client receives a new offer.
 */
export async function sendQuoteInScope(
  scope: TenantScope,
  id: string,
  typed: SendEmailData = {},
): Promise<SendEmailResult> {
  const quote = await findQuote(scope, id, true);
  if (!quote) throw notFound('Quote');
  if (!SENDABLE.has(quote.status))
    throw conflict(`Quote ${quote.quoteNumber} cannot be sent while ${quote.status}`);
  const detail = await loadQuoteDetail(scope, id, quote);
  // The recipient typed in the send dialog, else the client's address (a 400 when there is none).
  const to = typed.to ?? requireClientEmail(quoteView(detail));

  const now = new Date();
  const wasDraft = quote.status === 'draft';
  // A draft becomes sent; an expired quote sent again is a live offer once more.
  const revive = wasDraft || quote.status === 'expired';
  const renew = quote.validUntil !== null && quote.validUntil < now;
  if (revive || renew) {
    await updateQuoteRow(scope, id, {
      ...(revive ? { status: 'sent', sentAt: now } : {}),
      ...(renew ? { validUntil: daysFromNow(QUOTE_VALID_DAYS, now) } : {}),
    });
  }
  const sent = revive || renew ? await loadQuoteDetail(scope, id) : detail;
  const company = await getCompanyProfile(scope);
  const view = quoteView(sent);
  const pdf = await renderSalesDocumentPdf(company, view);
  const email = await composeEmail(scope, 'quote', documentTemplateValues(view, company), typed);
  const portalLink = await portalLinkForDocumentEmail(scope, {
    kind: 'quote',
    id,
    clientId: quote.clientId,
    to,
  });
  await queueDocumentEmail(scope, {
    doc: view,
    pdf,
    to,
    entityId: id,
    email,
    portalLink,
    timeZone: company.timeZone,
  });
  await recordAudit(scope, {
    entity: 'quote',
    entityId: id,
    action: wasDraft ? 'send' : 'resend',
    summary: `Quote ${quote.quoteNumber} ${wasDraft ? 'sent' : 're-sent'} to ${to}`,
    changes: wasDraft ? { status: { from: 'draft', to: 'sent' } } : undefined,
  });
  return { message: `Quote ${quote.quoteNumber} sent to ${to}` };
}

export function sendQuoteEmail(
  options: TenantContext & { id: string; typed?: SendEmailData },
): Promise<SendEmailResult> {
  const { db, tenantId, userId, id, typed } = options;
  return db.tenant({ tenantId, userId }, (scope) => sendQuoteInScope(scope, id, typed));
}

/** What the send dialog opens with: the client's address and the tenant's template filled in for this quote. */
export function getQuoteEmailDraft(options: TenantContext & { id: string }): Promise<EmailDraft> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const detail = await loadQuoteDetail(scope, id);
    const view = quoteView(detail);
    const company = await getCompanyProfile(scope);
    const email = await composeEmail(scope, 'quote', documentTemplateValues(view, company));
    return {
      to: view.client?.email?.trim() || null,
      ...email,
      attachmentName: pdfFileName(detail.quoteNumber),
    };
  });
}

/** The quote's PDF as it stands (status as read now), and its file name. */
export function renderQuotePdf(
  options: TenantContext & { id: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const detail = await loadQuoteDetail(scope, id);
    const view = await withClientSignature(scope, id, quoteView(detail));
    const pdf = await renderSalesDocumentPdf(await getCompanyProfile(scope), view);
    return { pdf, fileName: pdfFileName(detail.quoteNumber) };
  });
}
