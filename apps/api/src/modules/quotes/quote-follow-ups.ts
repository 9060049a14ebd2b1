import type { TenantScope } from '../../db/client';
import { syncQuoteFollowUps as syncFollowUpTexts } from '../messages/public';
import { portalHomeUrl } from '../portal/public';
import { findClientResponse } from './quote-client-responses.repository';
import { findQuote } from './quotes.repository';

/** Why a quote's follow-ups stop, or null while it waits for the client's answer. */
function stopReason(
  quote: NonNullable<Awaited<ReturnType<typeof findQuote>>>,
  declined: boolean,
  now: Date,
): string | null {
  if (quote.status === 'approved' || quote.status === 'accepted') return 'Quote approved';
  if (declined) return 'Quote declined';
  if (quote.status === 'expired' || (quote.validUntil && quote.validUntil <= now)) return 'Quote expired';
  if (quote.status !== 'sent') return `Quote ${quote.status}`;
  return null;
}

/**
 * Every change of a quote's standing (sent, re-sent, approved, declined, deleted) passes here, in its
 * transaction: the quote follow-up texts are queued or taken back (messages/document-follow-ups.ts).
 */
export async function syncQuoteFollowUps(scope: TenantScope, id: string, now = new Date()): Promise<void> {
  const quote = await findQuote(scope, id);
  if (!quote) {
    await syncFollowUpTexts(scope, {
      id,
      number: '',
      clientId: '',
      total: '0',
      sentAt: null,
      validUntil: null,
      stopReason: 'Quote deleted',
      link: '',
    });
    return;
  }
  const response = await findClientResponse(scope, id);
  // A decline answers the sending it followed; a re-sent quote waits again.
  const declined =
    response?.response === 'declined' && (!quote.sentAt || response.respondedAt >= quote.sentAt);
  await syncFollowUpTexts(
    scope,
    {
      id,
      number: quote.quoteNumber,
      clientId: quote.clientId,
      total: quote.total,
      sentAt: quote.sentAt,
      validUntil: quote.validUntil,
      stopReason: stopReason(quote, declined, now),
      link: (await portalHomeUrl(scope)) ?? '',
    },
    now,
  );
}
