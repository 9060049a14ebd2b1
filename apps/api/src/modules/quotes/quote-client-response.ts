import type { QuoteClientResponse } from '@tradeworks/contracts/portal';
import type { TenantScope } from '../../db/client';
import type { DocumentSignature } from '../../platform/pdf/business-document';
import type { SalesDocumentView } from '../sales-documents/public';
import type { QuoteRow } from './quotes.repository';
import { findClientResponse, type ClientResponseRow } from './quote-client-responses.repository';

type Row = ClientResponseRow;

export const toClientResponse = (row: Row): QuoteClientResponse => ({
  response: row.response,
  signerName: row.signerName,
  signatureKind: row.signatureKind,
  signatureData: row.signatureData,
  declineReason: row.declineReason,
  ipAddress: row.ipAddress,
  respondedAt: row.respondedAt.toISOString(),
});

const SIGNED_AT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'UTC',
});

/** What the approved quote's PDF prints: the signature with its time and the client's address. */
export function signatureOf(row: Row | undefined): DocumentSignature | null {
  if (!row || row.response !== 'approved' || !row.signerName) return null;
  const from = row.ipAddress ? ` from ${row.ipAddress}` : '';
  return {
    signerName: row.signerName,
    image: row.signatureKind === 'drawn' ? row.signatureData : null,
    caption: `Signed online on ${SIGNED_AT.format(row.respondedAt)} UTC${from} (${row.signatureKind} signature)`,
  };
}

/** Adds the client's signature to an approved quote's document view (staff and portal PDFs alike). */
export async function withClientSignature(
  scope: TenantScope,
  quoteId: string,
  view: SalesDocumentView,
): Promise<SalesDocumentView> {
  if (view.status !== 'approved' && view.status !== 'accepted') return view;
  return { ...view, signature: signatureOf(await findClientResponse(scope, quoteId)) };
}

/** Why a client can no longer answer a quote, or null while it is open to an answer. */
export type AnswerBlock = 'not_sent' | 'expired' | 'approved' | 'declined';

/** The state rule: a sent quote the client has not declined since it was (re)sent. */
export async function answerBlock(scope: TenantScope, quote: QuoteRow): Promise<AnswerBlock | null> {
  if (quote.status === 'expired') return 'expired';
  if (quote.status === 'approved' || quote.status === 'accepted') return 'approved';
  if (quote.status !== 'sent') return 'not_sent';
  const response = await findClientResponse(scope, quote.id);
  // A decline closes the offer until the office sends the quote again (a newer sentAt).
  if (response?.response === 'declined' && (!quote.sentAt || response.respondedAt >= quote.sentAt)) {
    return 'declined';
  }
  return null;
}
