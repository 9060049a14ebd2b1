import PDFDocument from 'pdfkit';
import type { CompanyProfile } from '../../platform/pdf/company-profile';

/** What the work order prints, already as text (the service formats dates, readings and money). */
export interface WorkOrderDocument {
  company: CompanyProfile;
  jobNumber: string;
  facts: Array<[string, string]>;
  clientLines: string[];
  locationLines: string[];
  units: string[];
  workDone: string[];
  services: Array<{ description: string; quantity: string; price: string }>;
  checklists: Array<{
    name: string;
    items: Array<{ label: string; answer: string; expected: string | null; outOfRange: boolean }>;
  }>;
  /** Thumbnails (JPEG) of the job's photos with their tag and caption, in the order taken. */
  photos: Array<{ image: Buffer; label: string }>;
  times: Array<{ kind: string; from: string; to: string; duration: string }>;
  signOff: { image: string | null; lines: string[] } | null;
}

const MARGIN = 50;
const RIGHT = 562;
const WIDTH = RIGHT - MARGIN;

function pngOrJpeg(dataUrl: string | null): Buffer | null {
  const match = dataUrl?.match(/^data:image\/(png|jpe?g);base64,(.+)$/);
  return match ? Buffer.from(match[2]!, 'base64') : null;
}

/**
 * Renders the work order: company header, job facts, client and location, units, work done, services, the
 * checklist answers with readings (out-of-range ones marked), photos, the time on the job and the customer's
 * sign-off.
 * Letter pages with the built-in Helvetica fonts, like the other business documents.
 */
export function renderWorkOrder(doc: WorkOrderDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Work order ${doc.jobNumber}`, Author: doc.company.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const room = (height: number) => {
    if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
  };
  const heading = (text: string) => {
    room(40);
    pdf
      .moveDown(0.8)
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#111111')
      .text(text, MARGIN, pdf.y, { width: WIDTH });
    pdf.moveDown(0.2).font('Helvetica').fontSize(9);
  };
  const line = (text: string, color = '#111111') => {
    room(14);
    pdf.fillColor(color).text(text, MARGIN, pdf.y, { width: WIDTH });
    pdf.fillColor('#111111');
  };

  const logo = pngOrJpeg(doc.company.logo);
  let top = MARGIN;
  if (logo) {
    try {
      pdf.image(logo, MARGIN, MARGIN, { fit: [120, 50] });
      top += 56;
    } catch {
      // An unreadable logo must not stop the document.
    }
  }
  pdf.font('Helvetica-Bold').fontSize(16).text(doc.company.name, MARGIN, top, { width: 260 });
  pdf.font('Helvetica').fontSize(9).fillColor('#444444');
  for (const l of [...doc.company.addressLines, doc.company.phone, doc.company.email])
    if (l) pdf.text(l, { width: 260 });
  const companyBottom = pdf.y;
  pdf
    .fillColor('#111111')
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('WORK ORDER', 320, MARGIN, { width: RIGHT - 320, align: 'right' });
  pdf
    .font('Helvetica')
    .fontSize(10)
    .text(doc.jobNumber, { width: RIGHT - 320, align: 'right' });
  pdf.moveDown(0.5).fontSize(9);
  for (const [label, value] of doc.facts)
    pdf.text(`${label}: ${value}`, { width: RIGHT - 320, align: 'right' });

  const partiesTop = Math.max(companyBottom, pdf.y) + 20;
  pdf.font('Helvetica-Bold').fontSize(10).text('Client', MARGIN, partiesTop);
  pdf.font('Helvetica').fontSize(9);
  for (const l of doc.clientLines) pdf.text(l, { width: 250 });
  const clientBottom = pdf.y;
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Service location', 320, partiesTop, { width: RIGHT - 320 });
  pdf.font('Helvetica').fontSize(9);
  for (const l of doc.locationLines) pdf.text(l, { width: RIGHT - 320 });
  pdf.y = Math.max(clientBottom, pdf.y);

  heading('Equipment');
  if (!doc.units.length) line('No units recorded at this location.', '#555555');
  for (const u of doc.units) line(u);

  heading('Work done');
  if (!doc.workDone.length) line('No notes.', '#555555');
  for (const w of doc.workDone) line(w);

  heading('Services and parts');
  if (!doc.services.length) line('No catalogue services on this job.', '#555555');
  for (const s of doc.services) {
    room(14);
    const y = pdf.y;
    pdf.text(s.description, MARGIN, y, { width: 360 });
    const bottom = pdf.y;
    pdf.text(s.quantity, 420, y, { width: 40, align: 'right' });
    pdf.text(s.price, 470, y, { width: RIGHT - 470, align: 'right' });
    pdf.y = bottom;
  }

  for (const checklist of doc.checklists) {
    heading(`Checklist: ${checklist.name}`);
    for (const item of checklist.items) {
      room(14);
      const y = pdf.y;
      pdf.font('Helvetica').text(item.label, MARGIN, y, { width: 250 });
      const labelBottom = pdf.y;
      const answer = `${item.answer}${item.expected ? ` (expected ${item.expected})` : ''}`;
      pdf
        .font(item.outOfRange ? 'Helvetica-Bold' : 'Helvetica')
        .fillColor(item.outOfRange ? '#b91c1c' : '#111111');
      pdf.text(item.outOfRange ? `${answer} - OUT OF RANGE` : answer, 310, y, { width: RIGHT - 310 });
      pdf.fillColor('#111111').font('Helvetica');
      pdf.y = Math.max(labelBottom, pdf.y) + 2;
    }
  }

  if (doc.photos.length) heading('Photos');
  const PHOTO = 120;
  const GAP = 8;
  const perRow = Math.floor((WIDTH + GAP) / (PHOTO + GAP));
  for (let i = 0; i < doc.photos.length; i += perRow) {
    room(PHOTO + 30);
    const top = pdf.y;
    let bottom = top;
    doc.photos.slice(i, i + perRow).forEach((photo, n) => {
      const x = MARGIN + n * (PHOTO + GAP);
      try {
        pdf.image(photo.image, x, top, { fit: [PHOTO, PHOTO * 0.75], align: 'center', valign: 'center' });
      } catch {
        // A thumbnail that does not decode leaves its caption in place.
      }
      pdf
        .fontSize(8)
        .fillColor('#333333')
        .text(photo.label, x, top + PHOTO * 0.75 + 3, { width: PHOTO });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.fontSize(9).fillColor('#111111');
    pdf.y = bottom + 6;
  }

  heading('Time on this job');
  if (!doc.times.length) line('No time recorded.', '#555555');
  for (const t of doc.times) line(`${t.kind}: ${t.from} – ${t.to} (${t.duration})`);

  heading('Customer sign-off');
  if (!doc.signOff) line('Not signed.', '#555555');
  else {
    const image = pngOrJpeg(doc.signOff.image);
    if (image) {
      room(70);
      try {
        pdf.image(image, MARGIN, pdf.y, { fit: [220, 60] });
        pdf.y += 64;
      } catch {
        // An unreadable drawing still leaves the signer's name and time below.
      }
    }
    for (const l of doc.signOff.lines) line(l);
  }
  pdf.end();
  return done;
}
