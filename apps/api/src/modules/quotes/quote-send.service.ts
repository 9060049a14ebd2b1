import type { EmailDraft, SendEmailData } from '@tradeworks/contracts/emails';
import { QUOTE_VALID_DAYS, type SendEmailResult } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import type { TenantContext } from '../../http/route';
import { daysFromNow } from '../../platform/tenant-clock';
import {
  mailSalesDocument,
  requireClientEmail,
  salesDocumentEmailDraft,
  salesDocumentPdf,
} from '../sales-documents/public';
import { portalLinkForDocumentEmail } from '../portal/public';
import { withClientSignature } from './quote-client-response';
import { syncQuoteFollowUps } from './quote-follow-ups';
import { loadQuoteDetail, quoteView } from './quote-detail';
import { findQuote, updateQuoteRow } from './quotes.repository';
import { QuoteErrors } from './quotes.errors';
import { emitWebhookEvent } from '../webhooks/public';

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
  if (!quote) throw QuoteErrors.notFound();
  if (!SENDABLE.has(quote.status)) throw QuoteErrors.notSendable(quote.quoteNumber, quote.status);
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
  const portalLink = await portalLinkForDocumentEmail(scope, {
    kind: 'quote',
    id,
    clientId: quote.clientId,
    to,
  });
  const result = await mailSalesDocument(scope, {
    id,
    view: quoteView(sent),
    to,
    typed,
    portalLink,
    wasDraft,
  });
  await syncQuoteFollowUps(scope, id);
  await emitWebhookEvent(scope, 'quote.sent', sent);
  return result;
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
  return db.tenant({ tenantId, userId }, async (scope) =>
    salesDocumentEmailDraft(scope, quoteView(await loadQuoteDetail(scope, id))),
  );
}

/** The quote's PDF as it stands (status as read now, with the client's signature), and its file name. */
export function renderQuotePdf(
  options: TenantContext & { id: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const detail = await loadQuoteDetail(scope, id);
    return salesDocumentPdf(scope, await withClientSignature(scope, id, quoteView(detail)));
  });
}
