import type { LoginBody, SetPasswordBody } from '@tradeworks/contracts/auth';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { AppError, notFound } from '../../http/app-error';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { createSession } from '../../platform/auth/sessions';
import { findInvitation, markInvitationUsed } from '../../platform/auth/invitations';
import { recordPlatformAudit } from '../../platform/audit/audit-log';
import { findUserByEmail, setDefaultTenant } from './auth.repository';
import type { LoginRateLimiter } from './login-rate-limit';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVITATION_INVALID = 'This link is invalid or has expired.';

interface ClientInfo {
  userAgent?: string;
  ipAddress: string;
}

/** Checks e-mail and password and opens a session; repeated failures are refused with 429. */
export async function login(options: {
  db: Database;
  limiter: LoginRateLimiter;
  data: LoginBody;
  client: ClientInfo;
}) {
  const { db, limiter, data, client } = options;
  const retryAfter = limiter.retryAfter(data.email, client.ipAddress);
  if (retryAfter > 0) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    );
  }
  const user = await db.platform((tx) => findUserByEmail(tx, data.email));
  const valid = user?.passwordHash
    ? await verifyPassword(data.password, user.passwordHash)
    : (await burnPasswordCheck(data.password), false);
  if (!user || !valid) {
    limiter.recordFailure(data.email, client.ipAddress);
    // Failed attempts are part of the user's history (or, for an unknown address, of the platform's).
    await db.platform((tx) =>
      recordPlatformAudit(tx, user?.id ?? null, {
        entity: 'session',
        entityId: user?.id ?? data.email.trim().toLowerCase(),
        action: 'sign_in_failed',
        summary: user
          ? 'Failed sign-in: wrong password'
          : `Failed sign-in for unknown e-mail ${data.email.trim()}`,
        changes: { ipAddress: client.ipAddress, userAgent: client.userAgent ?? null },
      }),
    );
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  limiter.recordSuccess(data.email);
  const token = await db.platform(async (tx) => {
    const created = await createSession(tx, { userId: user.id, ...client });
    await recordSignIn(tx, user.id, 'password', client);
    return created;
  });
  return { token, user };
}

/** A successful sign-in, in the same transaction as the session it opens. */
export function recordSignIn(
  tx: Tx,
  userId: string,
  method: 'password' | 'oidc' | 'invitation',
  client: ClientInfo,
) {
  return recordPlatformAudit(tx, userId, {
    entity: 'session',
    entityId: userId,
    action: 'sign_in',
    summary: method === 'oidc' ? 'Signed in with SSO' : 'Signed in',
    changes: { method, ipAddress: client.ipAddress, userAgent: client.userAgent ?? null },
  });
}

export async function describeInvitation(options: { db: Database; token: string }) {
  const invitation = await options.db.platform((tx) => findInvitation(tx, options.token));
  if (!invitation) throw new AppError('NOT_FOUND', INVITATION_INVALID);
  return { email: invitation.email, firstName: invitation.firstName };
}

/** Sets the password from a single-use invitation link and signs the user in. */
export async function setPasswordFromInvitation(options: {
  db: Database;
  data: SetPasswordBody;
  client: ClientInfo;
}) {
  const passwordHash = await hashPassword(options.data.password);
  return options.db.platform(async (tx) => {
    const invitation = await findInvitation(tx, options.data.token);
    if (!invitation) throw new AppError('NOT_FOUND', INVITATION_INVALID);
    await markInvitationUsed(tx, invitation.tokenHash);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, invitation.userId));
    await recordPlatformAudit(tx, invitation.userId, {
      entity: 'user',
      entityId: invitation.userId,
      action: 'set_password',
    });
    const token = await createSession(tx, { userId: invitation.userId, ...options.client });
    await recordSignIn(tx, invitation.userId, 'invitation', options.client);
    return { token, userId: invitation.userId };
  });
}

/** PUT /api/auth/current-tenant: remembers the chosen organization as the user's default. */
export async function chooseCurrentTenant(options: {
  db: Database;
  userId: string;
  isSuperAdmin: boolean;
  slug: string;
}) {
  await options.db.platform(async (tx) => {
    const tenant = await tx.query.tenants.findFirst({ where: (t, { eq: is }) => is(t.slug, options.slug) });
    if (!tenant) throw notFound('Organization');
    const membership = await tx.query.memberships.findFirst({
      where: (m, { and, eq: is }) => and(is(m.tenantId, tenant.id), is(m.userId, options.userId)),
    });
    if (!membership && !options.isSuperAdmin)
      throw new AppError('FORBIDDEN', 'You are not a member of this organization');
    await setDefaultTenant(tx, options.userId, tenant.id);
  });
}
