import type { EmailDraft, SendEmailData } from '@tradeworks/contracts/emails';
import type { SendEmailResult } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import type { TenantContext } from '../../http/route';
import { recordAudit } from '../../platform/audit/audit-log';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { composeEmail } from '../emails/email-templates';
import {
  documentTemplateValues,
  queueDocumentEmail,
  requireClientEmail,
} from '../sales-documents/document-email';
import { portalLinkForDocumentEmail } from '../portal/portal-document-link';
import { pdfFileName, renderSalesDocumentPdf } from '../sales-documents/document-pdf';
import { consumeInvoiceParts } from '../inventory/stock-usage';
import { invoiceView, loadInvoiceDetail } from './invoice-detail';
import { assertPaymentCustomer } from './invoice-record';
import { findInvoice, updateInvoiceRow } from './invoices.repository';

const SENDABLE = new Set(['draft', 'sent', 'overdue']);

/** E-mails the invoice with its PDF through the outbox, in the caller's transaction; a draft becomes sent. */
export async function sendInvoiceInScope(
  scope: TenantScope,
  id: string,
  typed: SendEmailData = {},
): Promise<SendEmailResult> {
  const invoice = await findInvoice(scope, id, true);
  if (!invoice) throw notFound('Invoice');
  if (!SENDABLE.has(invoice.status)) {
    throw conflict(`Invoice ${invoice.invoiceNumber} is ${invoice.status} and cannot be sent`);
  }
  let detail = await loadInvoiceDetail(scope, id, invoice);
  // The recipient typed in the send dialog, else the client's address (a 400 when there is none).
  const to = typed.to ?? requireClientEmail(invoiceView(detail));
  const wasDraft = invoice.status === 'draft';
  if (wasDraft) {
    if (detail.client) await assertPaymentCustomer(scope, detail.client);
    // Parts sold on an invoice (not from a job, whose completion used them) leave stock when it is sent.
    await consumeInvoiceParts(scope, invoice);
    await updateInvoiceRow(scope, id, {
      status: 'sent',
      sentAt: new Date(),
      stripeCustomerId: detail.client?.stripeCustomerId ?? invoice.stripeCustomerId,
    });
    detail = await loadInvoiceDetail(scope, id);
  }
  const company = await getCompanyProfile(scope);
  const view = invoiceView(detail);
  const pdf = await renderSalesDocumentPdf(company, view);
  const email = await composeEmail(scope, 'invoice', documentTemplateValues(view, company), typed);
  const portalLink = await portalLinkForDocumentEmail(scope, {
    kind: 'invoice',
    id,
    clientId: invoice.clientId,
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
    entity: 'invoice',
    entityId: id,
    action: wasDraft ? 'send' : 'resend',
    summary: `Invoice ${invoice.invoiceNumber} ${wasDraft ? 'sent' : 're-sent'} to ${to}`,
    changes: wasDraft ? { status: { from: 'draft', to: 'sent' } } : undefined,
  });
  return { message: `Invoice ${invoice.invoiceNumber} sent to ${to}` };
}

export function sendInvoiceEmail(
  options: TenantContext & { id: string; typed?: SendEmailData },
): Promise<SendEmailResult> {
  const { db, tenantId, userId, id, typed } = options;
  return db.tenant({ tenantId, userId }, (scope) => sendInvoiceInScope(scope, id, typed));
}

/** What the send dialog opens with: the client's address and the tenant's template filled in for this invoice. */
export function getInvoiceEmailDraft(options: TenantContext & { id: string }): Promise<EmailDraft> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const detail = await loadInvoiceDetail(scope, id);
    const view = invoiceView(detail);
    const company = await getCompanyProfile(scope);
    const email = await composeEmail(scope, 'invoice', documentTemplateValues(view, company));
    return {
      to: view.client?.email?.trim() || null,
      ...email,
      attachmentName: pdfFileName(detail.invoiceNumber),
    };
  });
}

/** The invoice's PDF as it stands (status as read now), and its file name. */
export function renderInvoicePdf(
  options: TenantContext & { id: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) => {
    const detail = await loadInvoiceDetail(scope, id);
    const pdf = await renderSalesDocumentPdf(await getCompanyProfile(scope), invoiceView(detail));
    return { pdf, fileName: pdfFileName(detail.invoiceNumber) };
  });
}
