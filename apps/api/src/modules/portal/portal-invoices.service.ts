import { balanceDue } from '@tradeworks/contracts/line-items';
import { PAYMENT_METHOD_LABELS } from '@tradeworks/contracts/payments';
import type { PortalInvoice, PortalInvoiceSummary } from '@tradeworks/contracts/portal';
import type { TenantScope } from '../../db/client';
import { PortalErrors } from './portal.errors';
import type { PortalAccess } from '../../http/portal-auth';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { isoOrNull } from '../../http/iso-or-null';
import { pdfFileName, renderSalesDocumentPdf } from '../sales-documents/public';
import { invoiceView, loadInvoiceDetail } from '../invoices/public';
import { findInvoice, type InvoiceRow } from '../invoices/public';
import { toApiMethod } from '../payments/public';
import { listInvoicePaymentRows } from '../payments/public';
import { inPortal, portalFeatures, requireFeature } from './portal-scope';
import { listIssuedInvoiceRows } from './portal-records.repository';

/** Drafts are not the client's business yet; cancelled invoices stay visible for the record. */
const VISIBLE = ['sent', 'overdue', 'paid', 'cancelled'] as const;
const PAYABLE = new Set(['sent', 'overdue']);

/** The client's own issued invoice, or 404 — another client's or another tenant's reads as missing. */
export async function ownInvoice(
  scope: TenantScope,
  portal: PortalAccess,
  id: string,
  lock = false,
): Promise<InvoiceRow> {
  const invoice = await findInvoice(scope, id, lock);
  if (
    !invoice ||
    invoice.clientId !== portal.clientId ||
    !(VISIBLE as readonly string[]).includes(invoice.status)
  ) {
    throw PortalErrors.invoiceNotFound();
  }
  return invoice;
}

export const toPortalInvoiceSummary = (row: {
  id: string;
  invoiceNumber: string;
  status: string;
  total: string;
  amountPaid: string;
  dueDate: string | null;
}): PortalInvoiceSummary => ({
  id: row.id,
  invoiceNumber: row.invoiceNumber,
  status: row.status,
  total: row.total,
  amountPaid: row.amountPaid,
  balanceDue: row.status === 'cancelled' ? '0.00' : balanceDue(row.total, row.amountPaid),
  dueDate: row.dueDate,
});

/** The client's issued invoices, newest first (a client has few; capped at 200 like every list). */
export function listPortalInvoices(portal: PortalAccess): Promise<PortalInvoiceSummary[]> {
  requireFeature(portal, 'invoices');
  return inPortal(portal, async (scope) => {
    const rows = await listIssuedInvoiceRows(scope, portal.clientId);
    return rows.map(toPortalInvoiceSummary);
  });
}

export async function portalInvoice(
  scope: TenantScope,
  portal: PortalAccess,
  invoice: InvoiceRow,
): Promise<PortalInvoice> {
  const detail = await loadInvoiceDetail(scope, invoice.id, invoice);
  const payments = await listInvoicePaymentRows(scope, invoice.id);
  const summary = toPortalInvoiceSummary({ ...detail, dueDate: detail.dueDate });
  return {
    ...summary,
    subtotal: detail.subtotal,
    taxRate: detail.taxRate,
    taxAmount: detail.taxAmount,
    taxLines: detail.taxLines,
    notes: detail.notes,
    sentAt: detail.sentAt,
    paidDate: detail.paidDate,
    lineItems: detail.lineItems.map((l) => ({
      id: l.id,
      isOptional: false,
      description: l.description,
      quantity: l.quantity,
      rate: l.rate,
      total: l.total,
      taxable: l.taxable,
    })),
    payments: payments
      // Card attempts the client abandoned are noise to them; completed, processing and refunded remain.
      .filter((p) => p.status !== 'failed' && p.status !== 'pending')
      .map((p) => ({
        id: p.id,
        amount: p.amount,
        status: p.status,
        paidAt: isoOrNull(p.paidAt),
        method: PAYMENT_METHOD_LABELS[toApiMethod(p.method)],
      })),
    canPay:
      portalFeatures(portal.settings).payments &&
      PAYABLE.has(invoice.status) &&
      summary.balanceDue !== '0.00',
  };
}

export function getPortalInvoice(portal: PortalAccess, id: string): Promise<PortalInvoice> {
  requireFeature(portal, 'invoices');
  return inPortal(portal, async (scope) => portalInvoice(scope, portal, await ownInvoice(scope, portal, id)));
}

export function renderPortalInvoicePdf(portal: PortalAccess, id: string) {
  requireFeature(portal, 'invoices');
  return inPortal(portal, async (scope) => {
    const invoice = await ownInvoice(scope, portal, id);
    const view = invoiceView(await loadInvoiceDetail(scope, id, invoice));
    return {
      pdf: await renderSalesDocumentPdf(await getCompanyProfile(scope), view),
      fileName: pdfFileName(invoice.invoiceNumber),
    };
  });
}
