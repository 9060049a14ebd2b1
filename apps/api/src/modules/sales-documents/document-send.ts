import type { EmailDraft, SendEmailData } from '@tradeworks/contracts/emails';
import type { SendEmailResult } from '@tradeworks/contracts/quotes';
import type { TenantScope } from '../../db/client';
import { recordAudit } from '../../platform/audit/audit-log';
import { getCompanyProfile } from '../../platform/pdf/company-profile';
import { composeEmail } from '../emails/public';
import type { IssuedLink } from '../portal/public';
import { documentTemplateValues, queueDocumentEmail } from './document-email';
import { pdfFileName, renderSalesDocumentPdf, type SalesDocumentView } from './document-pdf';

/**
 * What sending a quote and sending an invoice have in common, once each has moved its own state (a draft
 * becomes sent; a quote's validity is renewed; an invoice's parts leave stock): the PDF, the tenant's
 * template, the e-mail through the outbox with its portal link, the audit entry and the answer.
 */

const LABEL: Record<SalesDocumentView['kind'], string> = { quote: 'Quote', invoice: 'Invoice' };

export interface SentDocument {
  id: string;
  /** The document as it is sent (read after its state moved). */
  view: SalesDocumentView;
  to: string;
  /** What the user typed in the send dialog (subject, message), else the tenant's template. */
  typed: SendEmailData;
  /** The client's portal link (portal-document-link.ts), when the tenant's portal is on. */
  portalLink: IssuedLink | null;
  /** A first send (from draft) or a re-send, for the audit entry. */
  wasDraft: boolean;
}

/** E-mails the document with its PDF through the outbox and audits it, in the caller's transaction. */
export async function mailSalesDocument(scope: TenantScope, doc: SentDocument): Promise<SendEmailResult> {
  const { id, view, to, wasDraft } = doc;
  const { kind, number } = view;
  const company = await getCompanyProfile(scope);
  const pdf = await renderSalesDocumentPdf(company, view);
  const email = await composeEmail(scope, kind, documentTemplateValues(view, company), doc.typed);
  await queueDocumentEmail(scope, {
    doc: view,
    pdf,
    to,
    entityId: id,
    email,
    portalLink: doc.portalLink,
    timeZone: company.timeZone,
  });
  await recordAudit(scope, {
    entity: kind,
    entityId: id,
    action: wasDraft ? 'send' : 'resend',
    summary: `${LABEL[kind]} ${number} ${wasDraft ? 'sent' : 're-sent'} to ${to}`,
    changes: wasDraft ? { status: { from: 'draft', to: 'sent' } } : undefined,
  });
  return { message: `${LABEL[kind]} ${number} sent to ${to}` };
}

/** What the send dialog opens with: the client's address and the tenant's template filled in for the document. */
export async function salesDocumentEmailDraft(
  scope: TenantScope,
  view: SalesDocumentView,
): Promise<EmailDraft> {
  const company = await getCompanyProfile(scope);
  const email = await composeEmail(scope, view.kind, documentTemplateValues(view, company));
  return { to: view.client?.email?.trim() || null, ...email, attachmentName: pdfFileName(view.number) };
}

/** The document's PDF as it stands, and its file name. */
export async function salesDocumentPdf(
  scope: TenantScope,
  view: SalesDocumentView,
): Promise<{ pdf: Buffer; fileName: string }> {
  const pdf = await renderSalesDocumentPdf(await getCompanyProfile(scope), view);
  return { pdf, fileName: pdfFileName(view.number) };
}
