import { componentsOfTaxLines } from '@tradeworks/contracts/tax-lines';
import type { InvoiceDetail } from '@tradeworks/contracts/invoices';
import { CONVERTED_INVOICE_DUE_DAYS } from '@tradeworks/contracts/quotes';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { tenantDateInDays } from '../../platform/tenant-clock';
import { requireDocumentClient } from '../sales-documents/public';
import { listLines } from '../sales-documents/public';
import { loadInvoiceDetail } from '../invoices/public';
import { insertInvoiceRecord } from '../invoices/public';
import { findInvoiceNumber } from '../invoices/public';
import { findClientResponse } from './quote-client-responses.repository';
import { acceptanceOf } from './quote-detail';
import { creditDepositToInvoice } from './quote-deposit';
import { findQuote, updateQuoteRow } from './quotes.repository';
import { QuoteErrors } from './quotes.errors';

/**
 * Turns an approved quote into a draft invoice — client, lines with their types and links, tax rate and
 * notes copied; due in 30 days unless given — once. The quote row is locked, so two converts at the same
 * time still make one invoice.
 */
export function convertQuoteToInvoice(
  options: TenantContext & { id: string; dueDate?: string },
): Promise<InvoiceDetail> {
  const { db, tenantId, userId, id, dueDate } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const quote = await findQuote(scope, id, true);
    if (!quote) throw QuoteErrors.notFound();
    if (quote.convertedInvoiceId) {
      const number = await findInvoiceNumber(scope, quote.convertedInvoiceId);
      throw QuoteErrors.alreadyConverted(quote.quoteNumber, number ?? quote.convertedInvoiceId);
    }
    if (quote.status !== 'approved' && quote.status !== 'accepted') {
      throw QuoteErrors.convertOnlyApproved(quote.quoteNumber, quote.status);
    }
    const client = await requireDocumentClient(scope, quote.clientId);
    // Optional lines go onto the invoice only when the client ticked them when approving (portal).
    const acceptance = acceptanceOf(quote, await findClientResponse(scope, quote.id));
    const accepted = new Set(acceptance?.acceptedOptionIds ?? []);
    const lines = (await listLines(scope, { kind: 'quote', id: quote.id }))
      .filter((line) => !line.isOptional || accepted.has(line.id))
      .map((line) => ({ ...line, isOptional: false }));
    const invoice = await insertInvoiceRecord(scope, {
      client,
      lines,
      // The invoice keeps the quote's rates (a sent quote keeps the rates it was sent with).
      tax: {
        taxGroupId: quote.taxGroupId,
        components: componentsOfTaxLines(quote.taxLines),
        taxRate: quote.taxRate,
      },
      dueDate: dueDate ?? (await tenantDateInDays(scope, CONVERTED_INVOICE_DUE_DAYS)),
      notes: quote.notes,
      locationId: quote.locationId,
      quoteId: quote.id,
      origin: `created from quote ${quote.quoteNumber}`,
    });
    await updateQuoteRow(scope, quote.id, { convertedInvoiceId: invoice.id });
    // A deposit paid in the portal is credited: its ledger rows move to the new invoice.
    const depositCredited = await creditDepositToInvoice(scope, quote.id, invoice);
    await recordAudit(scope, {
      entity: 'quote',
      entityId: quote.id,
      action: 'convert',
      summary: `Quote ${quote.quoteNumber} converted to invoice ${invoice.invoiceNumber}`,
      changes: {
        convertedInvoiceId: invoice.id,
        acceptedOptionIds: [...accepted],
        ...(depositCredited !== '0.00' ? { depositCredited } : {}),
      },
    });
    return loadInvoiceDetail(scope, invoice.id);
  });
}
