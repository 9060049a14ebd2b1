import { INVITATION_VALID_DAYS } from '@tradeworks/contracts/auth';
import type { Tx } from '../../db/client';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { escapeHtml } from '../../platform/mail/escape-html';
import { enqueueEmail } from '../../platform/mail/outbox';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh single-use accept link: the raw token goes only into the e-mail, the row keeps its hash. */
export function newInvitationLink(now = new Date()) {
  const token = newToken();
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
  };
}

export function acceptInvitationUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}/accept-invitation?token=${encodeURIComponent(token)}`;
}

/**
 * The invitation of an existing account: a link to accept or decline, after signing in as that account. The
 * subject and the e-mail log's view of it are the same as a new account's invitation (confidential, related to
 * the user), so the organization cannot tell from its log whether the address already had an account.
 */
export function sendMembershipInvitation(
  tx: Tx,
  o: { tenantId: string; tenantName: string; userId: string; email: string; token: string; baseUrl: string },
): Promise<string> {
  const url = acceptInvitationUrl(o.baseUrl, o.token);
  const org = o.tenantName;
  return enqueueEmail(tx, o.tenantId, {
    to: o.email,
    subject: `You're invited to ${org} on Tradeworks`,
    text:
      `Hello,\n\n${org} invites you to join them on Tradeworks with your existing account. Sign in and ` +
      `accept or decline here (the link is valid for ${INVITATION_VALID_DAYS} days and works once):\n\n${url}\n\n` +
      `Until you accept, ${org} cannot see your account and you have no access to it.\n`,
    html:
      `<p>Hello,</p><p><strong>${escapeHtml(org)}</strong> invites you to join them on Tradeworks with your ` +
      `existing account.</p><p><a href="${escapeHtml(url)}">Accept or decline the invitation</a> — sign in ` +
      `first; the link is valid for ${INVITATION_VALID_DAYS} days and works once.</p><p>Until you accept, ` +
      `${escapeHtml(org)} cannot see your account and you have no access to it.</p>`,
    relatedEntity: 'user',
    relatedId: o.userId,
    confidential: true,
  });
}
