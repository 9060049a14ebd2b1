import {
  allowedInvoiceActions,
  type InvoiceDetail,
  type InvoiceListItem,
} from '@tradeworks/contracts/invoices';
import { balanceDue } from '@tradeworks/contracts/line-items';
import type { TenantScope } from '../../db/client';
import { InvoiceErrors } from './invoices.errors';
import { findDocumentClient } from '../sales-documents/public';
import { toLocationRef } from '../clients/public';
import { findLocation } from '../clients/public';
import { isoOrNull } from '../../http/iso-or-null';
import type { SalesDocumentView } from '../sales-documents/public';
import { listLines } from '../sales-documents/public';
import { findInvoice, findSourceQuoteNumber, type InvoiceRow } from './invoices.repository';

export function toInvoiceListItem(row: InvoiceRow): InvoiceListItem {
  return {
    ...row,
    paidDate: isoOrNull(row.paidDate),
    sentAt: isoOrNull(row.sentAt),
    taxRecomputedAt: isoOrNull(row.taxRecomputedAt),
    balanceDue: balanceDue(row.total, row.amountPaid),
    allowedActions: allowedInvoiceActions(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The invoice with its lines, client block and source quote number; 404 when not the tenant's. */
export async function loadInvoiceDetail(
  scope: TenantScope,
  id: string,
  row?: InvoiceRow,
): Promise<InvoiceDetail> {
  const invoice = row ?? (await findInvoice(scope, id));
  if (!invoice) throw InvoiceErrors.notFound();
  const lineItems = await listLines(scope, { kind: 'invoice', id: invoice.id });
  const client = await findDocumentClient(scope, invoice.clientId);
  const location = await findLocation(scope, invoice.locationId);
  const quoteNumber = invoice.quoteId ? await findSourceQuoteNumber(scope, invoice.quoteId) : undefined;
  return {
    ...toInvoiceListItem(invoice),
    lineItems,
    client: client ?? null,
    location: location ? toLocationRef(location) : null,
    quoteNumber: quoteNumber ?? null,
  };
}

/** What the PDF and the e-mail of an invoice show. */
export function invoiceView(detail: InvoiceDetail): SalesDocumentView {
  return {
    kind: 'invoice',
    number: detail.invoiceNumber,
    status: detail.status,
    createdAt: new Date(detail.createdAt),
    clientName: detail.clientName,
    client: detail.client,
    location: detail.location,
    lines: detail.lineItems,
    subtotal: detail.subtotal,
    taxRate: detail.taxRate,
    taxAmount: detail.taxAmount,
    taxLines: detail.taxLines,
    total: detail.total,
    notes: detail.notes,
    dueDate: detail.dueDate,
    paidDate: detail.paidDate ? new Date(detail.paidDate) : null,
    amountPaid: detail.amountPaid,
    quoteNumber: detail.quoteNumber,
  };
}
