import { desc, eq } from 'drizzle-orm';
import {
  CURRENT_PASSWORD_WRONG,
  PASSWORD_RESET_REQUESTED,
  type ResetPasswordBody,
} from '@tradeworks/contracts/auth';
import type { Database } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { validation } from '../../http/app-error';
import { recordPlatformAudit } from '../../platform/audit/audit-log';
import { findInvitation, markInvitationUsed } from '../../platform/auth/invitations';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { revokeResetLinks, sendPasswordReset } from '../../platform/auth/password-reset';
import { createSession, deleteOtherSessions, type SessionUser } from '../../platform/auth/sessions';
import { recordThrottleFailure, resetThrottle } from '../../platform/auth/sign-in-throttle';
import { hashToken } from '../../platform/auth/tokens';
import { AuthErrors } from './auth.errors';
import { findUserByEmail } from './auth.repository';
import { recordSignIn } from './auth.service';
import { assertNotThrottled } from './sign-in-limit';

interface ClientInfo {
  userAgent?: string;
  ipAddress: string;
}

/**
 * Reset e-mails per address and per typed e-mail. Every request counts (known or unknown address alike,
 * so the 429 tells nothing about accounts): 5 per address and 3 per e-mail, then a growing wait.
 */
export const PASSWORD_RESET_FREE_REQUESTS = { address: 5, email: 3 } as const;
const resetRequestKeys = (email: string, address: string) => [
  { key: `reset:address:${address}`, free: PASSWORD_RESET_FREE_REQUESTS.address },
  { key: `reset:email:${email}`, free: PASSWORD_RESET_FREE_REQUESTS.email },
];
const resetLinkKeys = (address: string) => [{ key: `reset-link:${address}`, free: 10 }];
/** Wrong current passwords on the Profile page: 5 per account, then a growing wait. */
const changeKeys = (userId: string) => [{ key: `change-password:${userId}`, free: 5 }];

/**
 * "Forgot password?": the same answer whether or not the e-mail has an account. A known account with an
 * organization gets a single-use link through that organization's outbox (its mail server, its e-mail log).
 */
export async function requestPasswordReset(options: {
  db: Database;
  email: string;
  address: string;
  baseUrl: string;
}): Promise<{ message: string }> {
  const { db, email, address, baseUrl } = options;
  await db.platform(async (tx) => {
    const keys = resetRequestKeys(email, address);
    await assertNotThrottled(tx, keys, 'Too many password reset requests.');
    await recordThrottleFailure(tx, keys);
  });
  await db.platform(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    const [membership] = await tx
      .select({ tenantId: memberships.tenantId })
      .from(memberships)
      .where(eq(memberships.userId, user.id))
      .orderBy(desc(eq(memberships.tenantId, user.currentTenantId ?? user.id)), desc(memberships.isDefault))
      .limit(1);
    await recordPlatformAudit(tx, user.id, {
      entity: 'user',
      entityId: user.id,
      action: 'password_reset_requested',
      summary: membership
        ? 'Password reset link e-mailed'
        : 'Password reset asked for, but the account belongs to no organization to send it from',
      changes: { ipAddress: address },
    });
    if (!membership) return;
    await sendPasswordReset(tx, {
      userId: user.id,
      email: user.email,
      firstName: user.firstName,
      tenantId: membership.tenantId,
      baseUrl,
    });
  });
  return { message: PASSWORD_RESET_REQUESTED };
}

async function assertResetLinkAllowed(db: Database, address: string) {
  await db.platform((tx) => assertNotThrottled(tx, resetLinkKeys(address), 'Too many invalid links.'));
}

async function invalidResetLink(db: Database, address: string): Promise<never> {
  await db.platform((tx) => recordThrottleFailure(tx, resetLinkKeys(address)));
  throw AuthErrors.invitationInvalid();
}

/** Whom a reset link is for (404 with the invitation's message when it is unknown, used or expired). */
export async function describeResetLink(options: { db: Database; token: string; address: string }) {
  await assertResetLinkAllowed(options.db, options.address);
  const link = await options.db.platform((tx) => findInvitation(tx, options.token, 'password_reset'));
  if (!link) return invalidResetLink(options.db, options.address);
  return { email: link.email, firstName: link.firstName };
}

/** Sets the new password from a reset link: the link is spent, every session ends, this browser signs in. */
export async function resetPassword(options: { db: Database; data: ResetPasswordBody; client: ClientInfo }) {
  const { db, data, client } = options;
  await assertResetLinkAllowed(db, client.ipAddress);
  const pending = await db.platform((tx) => findInvitation(tx, data.token, 'password_reset'));
  if (!pending) return invalidResetLink(db, client.ipAddress);
  const passwordHash = await hashPassword(data.password);
  return db.platform(async (tx) => {
    const link = await findInvitation(tx, data.token, 'password_reset');
    if (!link) throw AuthErrors.invitationInvalid();
    await markInvitationUsed(tx, link.tokenHash);
    await revokeResetLinks(tx, link.userId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    const signedOut = await deleteOtherSessions(tx, link.userId, null);
    await recordPlatformAudit(tx, link.userId, {
      entity: 'user',
      entityId: link.userId,
      action: 'reset_password',
      summary: 'Password reset from an e-mailed link; every other session was signed out',
      changes: { signedOutSessions: signedOut, ipAddress: client.ipAddress },
    });
    await resetThrottle(tx, [`login:account:${link.email}`]);
    const token = await createSession(tx, { userId: link.userId, ...client });
    await recordSignIn(tx, link.userId, 'password', client);
    return { token };
  });
}

/** Profile → Change password: checks the current one, keeps this session and signs out every other. */
export async function changePassword(options: {
  db: Database;
  user: SessionUser;
  sessionToken: string | undefined;
  currentPassword: string;
  newPassword: string;
}) {
  const { db, user } = options;
  await db.platform((tx) => assertNotThrottled(tx, changeKeys(user.id), 'Too many wrong passwords.'));
  const stored = await db.platform((tx) =>
    tx.query.users.findFirst({
      where: (u, { eq: is }) => is(u.id, user.id),
      columns: { passwordHash: true },
    }),
  );
  const valid = stored?.passwordHash
    ? await verifyPassword(options.currentPassword, stored.passwordHash)
    : (await burnPasswordCheck(options.currentPassword), false);
  if (!valid) {
    await db.platform((tx) => recordThrottleFailure(tx, changeKeys(user.id)));
    throw validation(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
  const passwordHash = await hashPassword(options.newPassword);
  return db.platform(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeResetLinks(tx, user.id);
    const keep = options.sessionToken ? hashToken(options.sessionToken) : null;
    const signedOutSessions = await deleteOtherSessions(tx, user.id, keep);
    await resetThrottle(
      tx,
      changeKeys(user.id).map((k) => k.key),
    );
    await recordPlatformAudit(tx, user.id, {
      entity: 'user',
      entityId: user.id,
      action: 'change_password',
      summary: `Changed password; ${signedOutSessions} other session(s) signed out`,
      changes: { signedOutSessions },
    });
    return { ok: true, signedOutSessions };
  });
}
