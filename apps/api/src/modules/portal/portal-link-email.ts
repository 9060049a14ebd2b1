import { PORTAL_LINK_DAYS } from '@tradeworks/contracts/portal';
import type { CompanyProfile } from '../../platform/pdf/company-profile';
import type { IssuedLink } from './portal-link-types';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The e-mail that carries a portal sign-in link (from the client page or the portal's sign-in page). */
export function portalLinkEmail(options: {
  company: CompanyProfile;
  clientName: string;
  title: string;
  link: IssuedLink;
}): { subject: string; text: string; html: string } {
  const { company, clientName, title, link } = options;
  const subject = `Your ${title} link from ${company.name}`;
  const text = [
    `Hello ${clientName},`,
    '',
    `Open your ${title} at ${company.name} with this link (no password needed):`,
    link.url,
    '',
    `The link works for ${PORTAL_LINK_DAYS} days. If you did not ask for it, you can ignore this e-mail.`,
    '',
    company.name,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#111827;font-size:14px">
<p>Hello ${escapeHtml(clientName)},</p>
<p>Open your ${escapeHtml(title)} at ${escapeHtml(company.name)} with this link (no password needed):</p>
<p><a href="${escapeHtml(link.url)}">Open ${escapeHtml(title)}</a></p>
<p style="color:#6b7280">The link works for ${PORTAL_LINK_DAYS} days. If you did not ask for it, you can ignore this e-mail.</p>
<p>${escapeHtml(company.name)}</p>
</body></html>`;
  return { subject, text, html };
}
