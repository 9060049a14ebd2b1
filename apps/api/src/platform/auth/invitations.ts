import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVITATION_VALID_DAYS } from '@tradeworks/contracts/auth';
import type { Tx } from '../../db/client';
import { authTokens, users } from '../../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { hashToken, newToken } from './tokens';
import { escapeHtml } from '../mail/escape-html';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A single-use set-password link valid for 7 days; returns the raw token (only its hash is stored). */
export async function createInvitationToken(tx: Tx, userId: string): Promise<string> {
  const token = newToken();
  await tx.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose: 'invitation',
    expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * DAY_MS),
  });
  return token;
}

export function setPasswordUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}/set-password?token=${encodeURIComponent(token)}`;
}

/** Invites a user who has no password yet: a set-password link by e-mail through the tenant's outbox. */
export async function sendInvitation(
  tx: Tx,
  options: {
    userId: string;
    email: string;
    firstName: string | null;
    tenantId: string;
    tenantName: string;
    baseUrl: string;
  },
): Promise<string> {
  const token = await createInvitationToken(tx, options.userId);
  const url = setPasswordUrl(options.baseUrl, token);
  const greeting = options.firstName ? `Hello ${options.firstName},` : 'Hello,';
  await enqueueEmail(tx, options.tenantId, {
    to: options.email,
    subject: `You're invited to ${options.tenantName} on Tradeworks`,
    text: `${greeting}\n\nYou have been added to ${options.tenantName} on Tradeworks. Choose your password here (the link is valid for ${INVITATION_VALID_DAYS} days and works once):\n\n${url}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>You have been added to <strong>${escapeHtml(options.tenantName)}</strong> on Tradeworks.</p><p><a href="${escapeHtml(url)}">Choose your password</a> — the link is valid for ${INVITATION_VALID_DAYS} days and works once.</p>`,
    relatedEntity: 'user',
    relatedId: options.userId,
    // The link signs the invitee in: nobody but the invitee (and platform operators) may read it.
    confidential: true,
  });
  return url;
}

/**
 * The user a still-valid, unused token of `purpose` belongs to: an invitation link does not reset a password
 * (and a reset link, valid for an hour, does not stand in for a 7-day invitation).
 */
export async function findInvitation(
  tx: Tx,
  token: string,
  purpose: 'invitation' | 'password_reset' = 'invitation',
) {
  const [row] = await tx
    .select({
      tokenHash: authTokens.tokenHash,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

export async function markInvitationUsed(tx: Tx, tokenHash: string): Promise<void> {
  await tx.update(authTokens).set({ usedAt: new Date() }).where(eq(authTokens.tokenHash, tokenHash));
}
