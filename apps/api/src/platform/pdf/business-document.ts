import PDFDocument from 'pdfkit';
import type { CompanyProfile } from './company-profile';
import { formatTaxRate } from '@tradeworks/contracts/display-format';

/** What a quote, invoice or purchase order PDF shows; money values are already formatted decimal strings. */
export interface BusinessDocument {
  company: CompanyProfile;
  /** "QUOTE", "INVOICE", "PURCHASE ORDER" */
  title: string;
  number: string;
  /** Right-hand facts under the number: [["Date", "2026-11-21"], ["Status", "Sent"], …] */
  facts: Array<[string, string]>;
  /** "Bill To", "Supplier", … */
  partyLabel: string;
  partyLines: string[];
  /** A second block beside the party, e.g. "Service Location" with the location's name and address. */
  secondParty?: { label: string; lines: string[] } | null;
  columns: { description: string; quantity: string; rate: string; total: string };
  lines: Array<{ description: string; quantity: string; rate: string; total: string }>;
  /** [["Subtotal", "$1,000.00"], ["Tax (8.0%)", "$80.00"], ["Total", "$1,080.00"]] — the last is emphasised. */
  totals: Array<[string, string]>;
  /** Quotes: lines outside the total that the client may choose, in their own section under the totals. */
  optionalSection?: {
    title: string;
    note: string;
    lines: Array<{ description: string; quantity: string; rate: string; total: string }>;
  } | null;
  /** Short statements under the totals (the deposit requested, the approved selection's total). */
  remarks?: string[];
  notes?: string | null;
  footer?: string;
  /** The client's acceptance (customer portal): printed under the notes. */
  signature?: DocumentSignature | null;
}

export interface DocumentSignature {
  /** "Approved by" text, e.g. "Jane Doe". */
  signerName: string;
  /** A drawn signature (PNG data URL); without it the typed name is the signature. */
  image: string | null;
  /** "Signed Nov 23, 2026, 14:05 UTC from 203.0.113.7" */
  caption: string;
}

const MARGIN = 50;
const COLUMN_X = { description: MARGIN, quantity: 330, rate: 400, total: 480 };
const RIGHT = 562;

function logoBuffer(logo: string | null): Buffer | null {
  const match = logo?.match(/^data:image\/(png|jpe?g);base64,(.+)$/);
  return match ? Buffer.from(match[2], 'base64') : null;
}

/** Renders a one-or-more page Letter PDF with the built-in Helvetica fonts (no font files to ship). */
export function renderBusinessDocument(doc: BusinessDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${doc.title} ${doc.number}`, Author: doc.company.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  let headerY = MARGIN;
  const logo = logoBuffer(doc.company.logo);
  if (logo) {
    try {
      pdf.image(logo, MARGIN, MARGIN, { fit: [120, 50] });
      headerY = MARGIN + 56;
    } catch {
      // An unreadable logo must not stop the document.
    }
  }
  pdf.font('Helvetica-Bold').fontSize(16).text(doc.company.name, MARGIN, headerY, { width: 260 });
  pdf.font('Helvetica').fontSize(9).fillColor('#444444');
  for (const line of [
    ...doc.company.addressLines,
    doc.company.phone,
    doc.company.email,
    doc.company.website,
  ]) {
    if (line) pdf.text(line, { width: 260 });
  }
  const companyBottom = pdf.y;

  pdf
    .fillColor('#111111')
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(doc.title, 320, MARGIN, { width: RIGHT - 320, align: 'right' });
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(doc.number, { width: RIGHT - 320, align: 'right' });
  pdf.moveDown(0.5).fontSize(9);
  for (const [label, value] of doc.facts)
    pdf.text(`${label}: ${value}`, { width: RIGHT - 320, align: 'right' });

  let y = Math.max(companyBottom, pdf.y) + 20;
  pdf.font('Helvetica-Bold').fontSize(10).fillColor('#111111').text(doc.partyLabel, MARGIN, y);
  pdf.font('Helvetica').fontSize(9);
  for (const line of doc.partyLines) pdf.text(line, { width: 250 });
  let partyBottom = pdf.y;
  if (doc.secondParty) {
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(doc.secondParty.label, 320, y, { width: RIGHT - 320 });
    pdf.font('Helvetica').fontSize(9);
    for (const line of doc.secondParty.lines) pdf.text(line, { width: RIGHT - 320 });
    partyBottom = Math.max(partyBottom, pdf.y);
  }
  y = partyBottom + 20;

  const row = (cells: BusinessDocument['columns'], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = pdf.heightOfString(cells.description, {
      width: COLUMN_X.quantity - COLUMN_X.description - 10,
    });
    if (y + height > pdf.page.height - MARGIN - 80) {
      pdf.addPage();
      y = MARGIN;
    }
    pdf.text(cells.description, COLUMN_X.description, y, {
      width: COLUMN_X.quantity - COLUMN_X.description - 10,
    });
    pdf.text(cells.quantity, COLUMN_X.quantity, y, { width: 60, align: 'right' });
    pdf.text(cells.rate, COLUMN_X.rate, y, { width: 70, align: 'right' });
    pdf.text(cells.total, COLUMN_X.total, y, { width: RIGHT - COLUMN_X.total, align: 'right' });
    y += Math.max(height, 12) + 6;
  };
  row(doc.columns, true);
  pdf
    .moveTo(MARGIN, y - 3)
    .lineTo(RIGHT, y - 3)
    .strokeColor('#cccccc')
    .stroke();
  for (const line of doc.lines) row(line, false);
  pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).strokeColor('#cccccc').stroke();
  y += 10;

  doc.totals.forEach(([label, value], index) => {
    const last = index === doc.totals.length - 1;
    pdf.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 11 : 9);
    pdf.text(label, 330, y, { width: 140, align: 'right' });
    pdf.text(value, COLUMN_X.total, y, { width: RIGHT - COLUMN_X.total, align: 'right' });
    y += last ? 18 : 14;
  });

  if (doc.optionalSection && doc.optionalSection.lines.length > 0) {
    y += 10;
    if (y > pdf.page.height - MARGIN - 100) {
      pdf.addPage();
      y = MARGIN;
    }
    pdf.font('Helvetica-Bold').fontSize(10).text(doc.optionalSection.title, MARGIN, y);
    y = pdf.y + 2;
    pdf.font('Helvetica').fontSize(8).fillColor('#555555').text(doc.optionalSection.note, MARGIN, y);
    pdf.fillColor('#000000');
    y = pdf.y + 6;
    for (const line of doc.optionalSection.lines) row(line, false);
    pdf.moveTo(MARGIN, y).lineTo(RIGHT, y).strokeColor('#cccccc').stroke();
    y += 8;
  }
  for (const remark of doc.remarks ?? []) {
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(remark, MARGIN, y, { width: RIGHT - MARGIN });
    y = pdf.y + 4;
  }

  if (doc.notes) {
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .text('Notes', MARGIN, y + 16);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(doc.notes, { width: RIGHT - MARGIN });
  }
  if (doc.signature) renderSignature(pdf, doc.signature);
  if (doc.footer)
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#666666')
      .text(doc.footer, MARGIN, pdf.y + 20, { width: RIGHT - MARGIN });
  pdf.end();
  return done;
}

function renderSignature(pdf: PDFKit.PDFDocument, signature: DocumentSignature): void {
  if (pdf.y > pdf.page.height - MARGIN - 130) pdf.addPage();
  const top = pdf.y + 20;
  pdf.font('Helvetica-Bold').fontSize(10).fillColor('#111111').text('Accepted by the client', MARGIN, top);
  const image = logoBuffer(signature.image);
  let y = pdf.y + 6;
  if (image) {
    try {
      pdf.image(image, MARGIN, y, { fit: [220, 60] });
      y += 64;
    } catch {
      // An unreadable drawing still leaves the typed name and the record below.
    }
  } else {
    pdf.font('Times-Italic').fontSize(22).text(signature.signerName, MARGIN, y);
    y = pdf.y + 4;
  }
  pdf
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 240, y)
    .strokeColor('#888888')
    .stroke();
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#111111')
    .text(signature.signerName, MARGIN, y + 4);
  pdf
    .fontSize(8)
    .fillColor('#666666')
    .text(signature.caption, { width: RIGHT - MARGIN });
  pdf.fillColor('#111111');
}

/**
 * Tax rate fraction as the screens show it (contracts/display-format.ts): "0.0825" → "8.25%", "0.08" →
 * "8.0%" — at least the spec's one decimal, never rounded away.
 */
export const percent = (rate: string): string => formatTaxRate(rate);
