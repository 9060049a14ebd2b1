import type { LineItem } from '@tradeworks/contracts/line-items';
import { formatMoney } from '@tradeworks/contracts/money';
import { balanceDue, formatQuantity } from '@tradeworks/contracts/line-items';
import { describeDeposit, type QuoteDeposit } from '@tradeworks/contracts/quote-options';
import type { DocumentClient } from '@tradeworks/contracts/quotes';
import type { LocationRef } from '@tradeworks/contracts/service-locations';
import { formatDisplayDate, formatTaxRate, taxLabel } from '@tradeworks/contracts/display-format';
import {
  renderBusinessDocument,
  type BusinessDocument,
  type DocumentSignature,
} from '../../platform/pdf/business-document';
import type { CompanyProfile } from '../../platform/pdf/company-profile';
import { clientAddressLines } from './document-client';
import type { TaxLine } from '@tradeworks/contracts/tax-lines';

/** What a quote or invoice PDF and its e-mail show. Dates are Date objects or YYYY-MM-DD strings. */
export interface SalesDocumentView {
  kind: 'quote' | 'invoice';
  number: string;
  /** As people read it (derived: expired, overdue). */
  status: string;
  createdAt: Date;
  clientName: string;
  client: DocumentClient | null;
  /** Where the work is (the client's service location). */
  location?: LocationRef | null;
  lines: LineItem[];
  subtotal: string;
  taxRate: string;
  taxAmount: string;
  /** The tax per component; a document of one unnamed rate prints the single "Tax (8.0%)" row as before. */
  taxLines?: TaxLine[];
  total: string;
  notes: string | null;
  /** Quotes */
  validUntil?: Date | null;
  projectType?: string | null;
  /** Invoices */
  dueDate?: string | null;
  paidDate?: Date | null;
  amountPaid?: string;
  quoteNumber?: string | null;
  /** Quotes: optional lines (outside the total), those the client ticked, and the deposit requested. */
  optionalLines?: LineItem[];
  acceptedOptionIds?: string[];
  deposit?: QuoteDeposit;
  /** The total of the client's approved selection (approved quotes with options). */
  approvedTotal?: string | null;
  /** The client's signed acceptance (customer portal), printed on an approved quote. */
  signature?: DocumentSignature | null;
}

/**
 * "Apr 5, 2026" from a Date or a YYYY-MM-DD string, by the same rules as the screens
 * (contracts/display-format.ts): a calendar date is that day; a moment is its day in the tenant's zone.
 */
export function documentDate(value: Date | string, long = false, timeZone = 'UTC'): string {
  return formatDisplayDate(value, { long, timeZone });
}

export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function documentTitle(kind: SalesDocumentView['kind']): string {
  return kind === 'quote' ? 'Quote' : 'Invoice';
}

/** Totals rows: subtotal, tax with its rate to 1 decimal, total, and for part-paid invoices the balance. */
export function totalsRows(doc: SalesDocumentView): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Subtotal', formatMoney(doc.subtotal)],
    ...taxRows(doc),
    ['Total', formatMoney(doc.total)],
  ];
  const paid = doc.amountPaid ?? '0.00';
  if (doc.kind === 'invoice' && Number(paid) > 0) {
    rows.push(['Amount Paid', formatMoney(paid)], ['Balance Due', formatMoney(balanceDue(doc.total, paid))]);
  }
  return rows;
}

/** One row per component of a group ("County tax (0.5%)"), else the single tax row. */
function taxRows(doc: SalesDocumentView): Array<[string, string]> {
  const lines = doc.taxLines ?? [];
  if (lines.length <= 1 && lines.every((line) => line.rateId === null)) {
    return [[taxLabel(doc.taxRate), formatMoney(doc.taxAmount)]];
  }
  return lines.map((line) => [`${line.name} (${formatTaxRate(line.rate)})`, formatMoney(line.amount)]);
}

function facts(doc: SalesDocumentView, timeZone?: string): Array<[string, string]> {
  const out: Array<[string, string]> = [['Date', documentDate(doc.createdAt, false, timeZone)]];
  if (doc.kind === 'quote') {
    out.push(['Valid Until', doc.validUntil ? documentDate(doc.validUntil) : 'No expiration']);
    if (doc.projectType) out.push(['Project Type', capitalize(doc.projectType)]);
  } else {
    out.push(['Due Date', doc.dueDate ? documentDate(doc.dueDate) : '—']);
    if (doc.paidDate) out.push(['Paid', documentDate(doc.paidDate, false, timeZone)]);
    if (doc.quoteNumber) out.push(['Quote', doc.quoteNumber]);
  }
  out.push(['Status', capitalize(doc.status)]);
  return out;
}

/** A quote's validity; an invoice's the organization's `invoice_footer` setting ("Thank you for your business!"). */
function documentFooter(doc: SalesDocumentView, company: CompanyProfile): string | undefined {
  if (doc.kind !== 'quote') return company.invoiceFooter ?? undefined;
  return doc.validUntil
    ? `This quote is valid until ${documentDate(doc.validUntil, true)}.`
    : 'This quote has no expiration date.';
}

/** The quote or invoice as a PDF: company block, client, facts, line items, totals, notes and validity. */
export function renderSalesDocumentPdf(company: CompanyProfile, doc: SalesDocumentView): Promise<Buffer> {
  const client = doc.client;
  const business: BusinessDocument = {
    company,
    title: doc.kind === 'quote' ? 'QUOTE' : 'INVOICE',
    number: doc.number,
    facts: facts(doc, company.timeZone),
    partyLabel: doc.kind === 'quote' ? 'Prepared For' : 'Bill To',
    partyLines: [
      doc.clientName,
      ...(client ? clientAddressLines(client) : []),
      ...(client?.phone ? [client.phone] : []),
      ...(client?.email ? [client.email] : []),
    ],
    secondParty: doc.location
      ? {
          label: 'Service Location',
          lines: [doc.location.name, ...(doc.location.fullAddress ? [doc.location.fullAddress] : [])],
        }
      : null,
    columns: { description: 'Description', quantity: 'Qty', rate: 'Rate', total: 'Amount' },
    lines: doc.lines.map((line) => pdfLine(line)),
    totals: totalsRows(doc),
    optionalSection: optionalSection(doc),
    remarks: quoteRemarks(doc),
    notes: doc.notes,
    footer: documentFooter(doc, company),
    signature: doc.signature,
  };
  return renderBusinessDocument(business);
}

const pdfLine = (line: LineItem, mark?: string) => ({
  description: mark ? `${mark} ${line.description}` : line.description,
  quantity: formatQuantity(line.quantity),
  rate: formatMoney(line.rate),
  total: formatMoney(line.total),
});

/** Optional lines apart from the total: unticked boxes, or the client's ticks once approved. */
function optionalSection(doc: SalesDocumentView): BusinessDocument['optionalSection'] {
  if (doc.kind !== 'quote' || !doc.optionalLines?.length) return null;
  const accepted = doc.acceptedOptionIds ? new Set(doc.acceptedOptionIds) : null;
  return {
    title: 'Optional items',
    note: accepted
      ? 'Not included in the total above. [x] marks the items the client accepted.'
      : 'Not included in the total above. Tick the items you want when you approve the quote.',
    lines: doc.optionalLines.map((line) => pdfLine(line, accepted?.has(line.id) ? '[x]' : '[ ]')),
  };
}

function quoteRemarks(doc: SalesDocumentView): string[] {
  if (doc.kind !== 'quote') return [];
  const out: string[] = [];
  if (doc.approvedTotal && doc.approvedTotal !== doc.total) {
    out.push(`Approved total with the selected options: ${formatMoney(doc.approvedTotal)}`);
  }
  const deposit = doc.deposit;
  if (deposit && deposit.type !== 'none' && deposit.amount) {
    const how = describeDeposit(deposit.type, deposit.value);
    const base = doc.approvedTotal ? 'approved total' : 'total';
    const amount =
      deposit.type === 'percent'
        ? `${how} of the ${base}, ${formatMoney(deposit.amount)}`
        : formatMoney(deposit.amount);
    const paid = deposit.status === 'paid' ? ` (paid ${formatMoney(deposit.paid)})` : '';
    out.push(`Deposit requested on approval: ${amount}${paid}`);
  }
  return out;
}

/** Download file name, e.g. "Q-2026-0007.pdf". */
export const pdfFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
