import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { portalLinks, type OutboxCredential } from '../../db/schema';
import { hashToken, newToken } from '../auth/tokens';
import { escapeHtml } from './escape-html';

/**
 * Sign-in links in e-mails (the customer portal's, in portal-link, quote and invoice e-mails) are stored
 * with their token redacted, and the token is made only when the outbox worker hands the message over: so the
 * e-mail log, a database dump or a backup show that a link was sent but never hold one that opens the portal
 * (anyone who could read it could sign a quote approval as the client). Only the token's hash is kept, in the
 * link's record; a retried or resent message gets a new token, which replaces the one before. Captured mail
 * (no SMTP anywhere) is never handed over, so its link never works: its log entry is all there is.
 */
export const REDACTED_TOKEN = 'redacted';

/** A link record made before its e-mail leaves: an unguessable hash that no token was ever given for. */
export const unissuedTokenHash = (): string => hashToken(newToken());

/** What the message says where its link was redacted, filled with a new, working token; null when revoked. */
export async function withCredential<Row extends { tenantId: string; text: string; html: string | null }>(
  db: Database,
  row: Row & { credential: OutboxCredential },
): Promise<Row | null> {
  const { credential } = row;
  const token = newToken();
  const set = await db.tenant({ tenantId: row.tenantId, userId: null }, ({ tx }) =>
    tx
      .update(portalLinks)
      .set({ tokenHash: hashToken(token) })
      .where(
        and(
          eq(portalLinks.tenantId, row.tenantId),
          eq(portalLinks.id, credential.linkId),
          isNull(portalLinks.revokedAt),
        ),
      )
      .returning({ id: portalLinks.id }),
  );
  if (!set.length) return null;
  const url = credential.url.replace(`token=${REDACTED_TOKEN}`, `token=${token}`);
  const fill = (body: string, from: string, to: string) => body.split(from).join(to);
  return {
    ...row,
    text: fill(row.text, credential.url, url),
    // In an href the URL's & is written &amp;: both spellings are filled.
    html:
      row.html === null
        ? null
        : fill(fill(row.html, escapeHtml(credential.url), escapeHtml(url)), credential.url, url),
  };
}
