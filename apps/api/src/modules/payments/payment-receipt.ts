import { balanceDue } from '@tradeworks/contracts/line-items';
import { formatMoney } from '@tradeworks/contracts/money';
import { PAYMENT_METHOD_LABELS, type Payment } from '@tradeworks/contracts/payments';
import type { TenantScope } from '../../db/client';
import { enqueueEmail } from '../../platform/mail/outbox';
import { renderBusinessDocument } from '../../platform/pdf/business-document';
import { getCompanyProfile, type CompanyProfile } from '../../platform/pdf/company-profile';
import { clientAddressLines, findDocumentClient } from '../sales-documents/public';
import { documentDate } from '../sales-documents/public';
import { findInvoice } from '../invoices/public';
import { toPayment } from './payment-response';
import type { PaymentRow } from './payments.repository';

export interface ReceiptFile {
  pdf: Buffer;
  fileName: string;
}

/** "Receipt-INV-2026-0012-1a2b3c4d.pdf" */
const receiptFileName = (payment: Payment) =>
  `Receipt-${(payment.invoiceNumber ?? 'payment').replace(/[^A-Za-z0-9-]/g, '')}-${payment.id.slice(-8)}.pdf`;

/** The receipt of one payment through the shared document renderer: what was paid, how, and what is left. */
export async function renderReceipt(
  scope: TenantScope,
  row: PaymentRow,
  company?: CompanyProfile,
): Promise<ReceiptFile> {
  const payment = toPayment(row);
  const profile = company ?? (await getCompanyProfile(scope));
  const invoice = row.invoiceId ? await findInvoice(scope, row.invoiceId) : undefined;
  const client = row.clientId ? await findDocumentClient(scope, row.clientId) : undefined;
  const facts: Array<[string, string]> = [
    ['Date', documentDate(row.paidAt, true, profile.timeZone)],
    ['Method', PAYMENT_METHOD_LABELS[payment.method]],
    ['Status', payment.status.charAt(0).toUpperCase() + payment.status.slice(1)],
  ];
  if (payment.transactionId) facts.push(['Reference', payment.transactionId]);
  const totals: Array<[string, string]> = [];
  if (invoice) {
    totals.push(
      ['Invoice total', formatMoney(invoice.total)],
      ['Paid to date', formatMoney(invoice.amountPaid)],
    );
  }
  if (payment.refundedAmount !== '0.00') totals.push(['Refunded', formatMoney(payment.refundedAmount)]);
  totals.push(['Balance due', formatMoney(invoice ? balanceDue(invoice.total, invoice.amountPaid) : '0')]);
  totals.push(['Amount received', formatMoney(payment.amount)]);
  const pdf = await renderBusinessDocument({
    company: profile,
    title: 'PAYMENT RECEIPT',
    number: payment.invoiceNumber ?? payment.id,
    facts,
    partyLabel: 'Received From',
    partyLines: [
      row.clientName,
      ...(client ? clientAddressLines(client) : []),
      ...(client?.email ? [client.email] : []),
    ],
    columns: { description: 'Description', quantity: '', rate: '', total: 'Amount' },
    lines: [
      {
        description: `Payment for invoice ${payment.invoiceNumber ?? ''}`.trim(),
        quantity: '',
        rate: '',
        total: formatMoney(payment.amount),
      },
    ],
    totals,
    notes: row.notes,
    footer: 'Thank you for your payment.',
  });
  return { pdf, fileName: receiptFileName(payment) };
}

/**
 * E-mails the receipt of a completed payment to the client through the outbox, in the caller's transaction.
 * A client without an e-mail address gets none (the receipt stays downloadable).
 */
export async function queueReceiptEmail(scope: TenantScope, row: PaymentRow): Promise<void> {
  const client = row.clientId ? await findDocumentClient(scope, row.clientId) : undefined;
  const to = client?.email?.trim();
  if (!to) return;
  const company = await getCompanyProfile(scope);
  const receipt = await renderReceipt(scope, row, company);
  const invoice = row.invoiceNumber ? ` for invoice ${row.invoiceNumber}` : '';
  await enqueueEmail(scope.tx, scope.tenantId, {
    to,
    subject: `Payment receipt${invoice} from ${company.name}`,
    text: [
      `Hello ${row.clientName},`,
      '',
      `We received your payment of ${formatMoney(row.amount)}${invoice} on ${documentDate(row.paidAt, true, company.timeZone)}. Thank you!`,
      'Your receipt is attached.',
      '',
      company.name,
    ].join('\n'),
    attachments: [
      { filename: receipt.fileName, contentType: 'application/pdf', content: receipt.pdf.toString('base64') },
    ],
    relatedEntity: 'payment',
    relatedId: row.id,
  });
}
