import { and, eq, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_VALID_MINUTES } from '@tradeworks/contracts/auth';
import type { Tx } from '../../db/client';
import { authTokens } from '../../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { escapeHtml } from '../mail/escape-html';
import { hashToken, newToken } from './tokens';

export function resetPasswordUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * A single-use reset link (only its hash is stored), e-mailed through the outbox of one organization the user
 * belongs to. Earlier unused reset links of the user stop working: only the newest e-mail's link counts.
 */
export async function sendPasswordReset(
  tx: Tx,
  options: { userId: string; email: string; firstName: string | null; tenantId: string; baseUrl: string },
): Promise<void> {
  await revokeResetLinks(tx, options.userId);
  const token = newToken();
  await tx.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId: options.userId,
    purpose: 'password_reset',
    expiresAt: new Date(Date.now() + PASSWORD_RESET_VALID_MINUTES * 60 * 1000),
  });
  const url = resetPasswordUrl(options.baseUrl, token);
  const greeting = options.firstName ? `Hello ${options.firstName},` : 'Hello,';
  const validity = `The link works once within ${PASSWORD_RESET_VALID_MINUTES} minutes.`;
  const notYou = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  await enqueueEmail(tx, options.tenantId, {
    to: options.email,
    subject: 'Reset your Tradeworks password',
    text: `${greeting}\n\nSomeone (hopefully you) asked to reset the password of your Tradeworks account. Choose a new password here:\n\n${url}\n\n${validity} ${notYou}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>Someone (hopefully you) asked to reset the password of your Tradeworks account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a></p><p>${validity} ${notYou}</p>`,
    relatedEntity: 'user',
    relatedId: options.userId,
    // The link lets its holder set the password: the office sees that it was sent, never the link.
    confidential: true,
  });
}

/** Every unused reset link of the user stops working (a newer link, a changed or reset password). */
export async function revokeResetLinks(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'password_reset'), isNull(authTokens.usedAt)),
    );
}
