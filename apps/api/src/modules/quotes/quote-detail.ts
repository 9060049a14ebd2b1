import { allowedQuoteActions, type QuoteDetail, type QuoteListItem } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findDocumentClient } from '../sales-documents/document-client';
import { isoOrNull } from '../sales-documents/document-dates';
import type { SalesDocumentView } from '../sales-documents/document-pdf';
import { listLines } from '../sales-documents/line-items.repository';
import { findInvoiceNumber } from '../invoices/invoices.repository';
import { findQuote, type QuoteRow } from './quotes.repository';

export function toQuoteListItem(row: QuoteRow): QuoteListItem {
  return {
    ...row,
    validUntil: isoOrNull(row.validUntil),
    sentAt: isoOrNull(row.sentAt),
    approvedAt: isoOrNull(row.approvedAt),
    allowedActions: allowedQuoteActions(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The quote with its lines, client block and converted invoice number; 404 when not the tenant's. */
export async function loadQuoteDetail(scope: TenantScope, id: string, row?: QuoteRow): Promise<QuoteDetail> {
  const quote = row ?? (await findQuote(scope, id));
  if (!quote) throw notFound('Quote');
  const lineItems = await listLines(scope, { kind: 'quote', id: quote.id });
  const client = await findDocumentClient(scope, quote.clientId);
  const converted = quote.convertedInvoiceId
    ? await findInvoiceNumber(scope, quote.convertedInvoiceId)
    : undefined;
  return {
    ...toQuoteListItem(quote),
    lineItems,
    client: client ?? null,
    convertedInvoiceNumber: converted ?? null,
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
    lines: detail.lineItems,
    subtotal: detail.subtotal,
    taxRate: detail.taxRate,
    taxAmount: detail.taxAmount,
    total: detail.total,
    notes: detail.notes,
    validUntil: detail.validUntil ? new Date(detail.validUntil) : null,
    projectType: detail.projectType,
  };
}
