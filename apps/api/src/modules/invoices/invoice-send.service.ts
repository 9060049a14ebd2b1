import type { EmailDraft, SendEmailData } from '@tradeworks/contracts/emails';
import type { SendEmailResult } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import type { TenantContext } from '../../http/route';
import {
  mailSalesDocument,
  requireClientEmail,
  salesDocumentEmailDraft,
  salesDocumentPdf,
} from '../sales-documents/public';
import { portalLinkForDocumentEmail } from '../portal/public';
import { consumeInvoiceParts } from '../inventory/public';
import { installFromInvoice } from '../equipment/public';
import { invoiceView, loadInvoiceDetail } from './invoice-detail';
import { assertPaymentCustomer } from './invoice-record';
import { syncInvoiceFollowUps } from './invoice-follow-ups';
import { InvoiceErrors } from './invoices.errors';
import { findInvoice, updateInvoiceRow } from './invoices.repository';
import { emitWebhookEvent } from '../webhooks/public';

const SENDABLE = new Set(['draft', 'sent', 'overdue']);

/** E-mails the invoice with its PDF through the outbox, in the caller's transaction; a draft becomes sent. */
export async function sendInvoiceInScope(
  scope: TenantScope,
  id: string,
  typed: SendEmailData = {},
): Promise<SendEmailResult> {
  const invoice = await findInvoice(scope, id, true);
  if (!invoice) throw InvoiceErrors.notFound();
  if (!SENDABLE.has(invoice.status)) throw InvoiceErrors.notSendable(invoice.invoiceNumber, invoice.status);
  let detail = await loadInvoiceDetail(scope, id, invoice);
  // The recipient typed in the send dialog, else the client's address (a 400 when there is none).
  const to = typed.to ?? requireClientEmail(invoiceView(detail));
  const wasDraft = invoice.status === 'draft';
  if (wasDraft) {
    if (detail.client) await assertPaymentCustomer(scope, detail.client);
    // Parts sold on an invoice (not from a job, whose completion used them) leave stock when it is sent.
    await consumeInvoiceParts(scope, invoice);
    // …and its lines of services that create equipment install their units at its location.
    await installFromInvoice(scope, invoice);
    await updateInvoiceRow(scope, id, {
      status: 'sent',
      sentAt: new Date(),
      stripeCustomerId: detail.client?.stripeCustomerId ?? invoice.stripeCustomerId,
    });
    detail = await loadInvoiceDetail(scope, id);
  }
  const portalLink = await portalLinkForDocumentEmail(scope, {
    kind: 'invoice',
    id,
    clientId: invoice.clientId,
    to,
  });
  const result = await mailSalesDocument(scope, {
    id,
    view: invoiceView(detail),
    to,
    typed,
    portalLink,
    wasDraft,
  });
  await syncInvoiceFollowUps(scope, id);
  await emitWebhookEvent(scope, 'invoice.sent', detail);
  return result;
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
  return db.tenant({ tenantId, userId }, async (scope) =>
    salesDocumentEmailDraft(scope, invoiceView(await loadInvoiceDetail(scope, id))),
  );
}

/** The invoice's PDF as it stands (status as read now), and its file name. */
export function renderInvoicePdf(
  options: TenantContext & { id: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const { db, tenantId, userId, id } = options;
  return db.tenant({ tenantId, userId }, async (scope) =>
    salesDocumentPdf(scope, invoiceView(await loadInvoiceDetail(scope, id))),
  );
}
