import type { CompanyProfile } from '../../platform/pdf/company-profile';
import { escapeHtml } from '../../platform/mail/escape-html';

/** "Tuesday, December 1, 2026, 9:00 AM – 10:30 AM (America/Chicago)": the window on the organization's clock. */
export function windowText(start: Date, end: Date, zone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(start);
  const time = (d: Date) =>
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(d);
  return `${day}, ${time(start)} – ${time(end)} (${zone})`;
}

/** The confirmation a visitor gets after booking online. */
export function bookingConfirmationEmail(options: {
  company: CompanyProfile;
  firstName: string;
  serviceName: string;
  reference: string;
  window: string;
  awaitingConfirmation: boolean;
}): { subject: string; text: string; html: string } {
  const { company, firstName, serviceName, reference, window, awaitingConfirmation } = options;
  const subject = awaitingConfirmation
    ? `We received your booking ${reference} — ${company.name}`
    : `Your booking ${reference} is confirmed — ${company.name}`;
  const status = awaitingConfirmation
    ? 'We received your booking and will confirm it shortly.'
    : 'Your visit is booked.';
  const lines = [
    `Hello ${firstName},`,
    '',
    status,
    '',
    `Service: ${serviceName}`,
    `Arrival window: ${window}`,
    `Reference: ${reference}`,
    '',
    company.phone
      ? `To change or cancel, call us at ${company.phone}.`
      : 'To change or cancel, reply to this e-mail.',
    '',
    company.name,
  ];
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#111827;font-size:14px">
<p>Hello ${escapeHtml(firstName)},</p>
<p>${escapeHtml(status)}</p>
<p>Service: ${escapeHtml(serviceName)}<br>Arrival window: ${escapeHtml(window)}<br>Reference: <strong>${escapeHtml(reference)}</strong></p>
<p style="color:#6b7280">${escapeHtml(lines[lines.length - 3]!)}</p>
<p>${escapeHtml(company.name)}</p>
</body></html>`;
  return { subject, text: lines.join('\n'), html };
}
