import { formatQuantity } from '@tradeworks/contracts/line-items';
import { formatMoney } from '@tradeworks/contracts/money';
import { describeDeposit } from '@tradeworks/contracts/quote-options';
import type { TenantScope } from '../../db/client';
import { SalesDocumentErrors } from './sales-documents.errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { CompanyProfile } from '../../platform/pdf/company-profile';
import type { TemplateValues } from '../emails/public';
import { documentDate, documentTitle, pdfFileName, totalsRows, type SalesDocumentView } from './document-pdf';
import { escapeHtml } from '../../platform/mail/escape-html';
import type { IssuedLink } from '../portal/public';

/** The client's e-mail address, or a 400 that says what to fix. */
export function requireClientEmail(doc: SalesDocumentView): string {
  const email = doc.client?.email?.trim();
  if (!email) {
    const noun = documentTitle(doc.kind).toLowerCase();
    throw SalesDocumentErrors.clientHasNoEmail(doc.clientName, noun);
  }
  return email;
}

function dateFacts(doc: SalesDocumentView, timeZone?: string): Array<[string, string]> {
  if (doc.kind === 'quote') {
    return [
      ['Date', documentDate(doc.createdAt, false, timeZone)],
      ['Valid until', doc.validUntil ? documentDate(doc.validUntil) : 'No expiration'],
    ];
  }
  return [
    ['Date', documentDate(doc.createdAt, false, timeZone)],
    ['Due date', doc.dueDate ? documentDate(doc.dueDate) : '—'],
  ];
}

/** The customer-portal invitation under a document (issue 18), when the tenant's portal is on. */
const portalCall = (doc: SalesDocumentView) =>
  doc.kind === 'quote' ? 'Review and approve this quote online' : 'View and pay this invoice online';

/** The user's message as HTML, then the document's facts, lines and totals as a table under it. */
function htmlBody(
  doc: SalesDocumentView,
  message: string,
  portalUrl?: string | null,
  timeZone?: string,
): string {
  const title = documentTitle(doc.kind);
  const cell = 'padding:6px 8px;border-bottom:1px solid #e5e7eb';
  const lines = doc.lines
    .map(
      (l) =>
        `<tr><td style="${cell}">${escapeHtml(l.description)}</td><td style="${cell};text-align:right">${formatQuantity(l.quantity)}</td><td style="${cell};text-align:right">${formatMoney(l.total)}</td></tr>`,
    )
    .join('');
  const totals = totalsRows(doc)
    .map(([label, value], i, all) => {
      const weight = i === all.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td colspan="2" style="padding:4px 8px;text-align:right;${weight}">${escapeHtml(label)}</td><td style="padding:4px 8px;text-align:right;${weight}">${value}</td></tr>`;
    })
    .join('');
  const place = doc.location
    ? [['Service location', [doc.location.name, doc.location.fullAddress].filter(Boolean).join(', ')]]
    : [];
  const facts = [[`${title} number`, doc.number], ...dateFacts(doc, timeZone), ...place]
    .map(
      ([label, value]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#6b7280">${label}</td><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#111827;font-size:14px">
<p style="white-space:pre-line">${escapeHtml(message)}</p>
<table style="margin:12px 0">${facts}</table>
<table style="border-collapse:collapse;min-width:360px"><thead><tr><th style="${cell};text-align:left">Description</th><th style="${cell};text-align:right">Qty</th><th style="${cell};text-align:right">Amount</th></tr></thead><tbody>${lines}</tbody><tfoot>${totals}</tfoot></table>
${optionsHtml(doc)}
${portalUrl ? `<p><a href="${escapeHtml(portalUrl)}">${portalCall(doc)}</a></p>` : ''}
</body></html>`;
}

/** A quote's optional items (not in the total) and the deposit it requests, under the table. */
function optionsHtml(doc: SalesDocumentView): string {
  if (doc.kind !== 'quote') return '';
  const parts: string[] = [];
  if (doc.optionalLines?.length) {
    const items = doc.optionalLines
      .map((l) => `<li>${escapeHtml(l.description)} — ${formatMoney(l.total)}</li>`)
      .join('');
    parts.push(
      `<p style="margin:12px 0 4px">Optional items (not included in the total):</p><ul>${items}</ul>`,
    );
  }
  const deposit = doc.deposit;
  if (deposit && deposit.type !== 'none' && deposit.amount) {
    const how =
      deposit.type === 'percent'
        ? `${describeDeposit(deposit.type, deposit.value)} of the approved total`
        : formatMoney(deposit.amount);
    parts.push(`<p>A deposit is requested on approval: ${escapeHtml(how)}.</p>`);
  }
  return parts.join('\n');
}

/** The values of the template placeholders for a quote or invoice. */
export function documentTemplateValues(doc: SalesDocumentView, company: CompanyProfile): TemplateValues {
  const date =
    doc.kind === 'quote'
      ? doc.validUntil
        ? documentDate(doc.validUntil)
        : 'No expiration'
      : doc.dueDate
        ? documentDate(doc.dueDate)
        : 'on receipt';
  return {
    name: doc.clientName,
    number: doc.number,
    company: company.name,
    total: formatMoney(doc.total),
    date,
  };
}

/**
 * Queues the document's e-mail with its PDF in the caller's transaction, so the e-mail exists exactly when
 * the change that sends it (draft → sent) commits.
 */
export async function queueDocumentEmail(
  scope: TenantScope,
  options: {
    doc: SalesDocumentView;
    pdf: Buffer;
    to: string;
    entityId: string;
    email: { subject: string; message: string };
    /** A customer-portal link for the client (portal-document-link.ts), when the portal is on. */
    portalLink?: IssuedLink | null;
    /** The tenant's time zone (CompanyProfile.timeZone), for the document's created date. */
    timeZone?: string;
  },
): Promise<string> {
  const { doc, pdf, to, entityId, email, portalLink, timeZone } = options;
  const portalUrl = portalLink?.url;
  return enqueueEmail(scope.tx, scope.tenantId, {
    to,
    subject: email.subject,
    text: portalUrl ? `${email.message}\n\n${portalCall(doc)}: ${portalUrl}` : email.message,
    html: htmlBody(doc, email.message, portalUrl, timeZone),
    attachments: [
      { filename: pdfFileName(doc.number), contentType: 'application/pdf', content: pdf.toString('base64') },
    ],
    relatedEntity: doc.kind,
    relatedId: entityId,
    credential: portalLink?.credential,
  });
}
