import type { LoginData, SetPasswordData } from '@tradeworks/contracts/auth';
import type { Database, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { AuthErrors } from './auth.errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { createSession } from '../../platform/auth/sessions';
import { findInvitation, markInvitationUsed } from '../../platform/auth/invitations';
import { recordPlatformAudit } from '../../platform/audit/audit-log';
import { findUserByEmail, setDefaultTenant } from './auth.repository';
import { recordThrottleFailure, resetThrottle } from '../../platform/auth/sign-in-throttle';
import {
  assertNotThrottled,
  isKnownDevice,
  rememberDevice,
  signInKeys,
  signInResetKeys,
  type SignInClient,
} from './sign-in-limit';

interface ClientInfo {
  userAgent?: string;
  ipAddress: string;
}

/**
 * Checks e-mail and password and opens a session. Repeated failures are slowed (429 with a growing wait,
 * see sign-in-limit.ts) before the password is even checked; the answers never reveal whether the e-mail
 * belongs to an account.
 */
export async function login(options: {
  db: Database;
  data: LoginData;
  client: ClientInfo;
  signIn: SignInClient;
}) {
  const { db, data, client, signIn } = options;
  const user = await db.platform(async (tx) => {
    const found = await findUserByEmail(tx, data.email);
    const known = await isKnownDevice(tx, found?.id, signIn);
    await assertNotThrottled(tx, signInKeys(data.email, signIn, known));
    return found;
  });
  const valid = user?.passwordHash
    ? await verifyPassword(data.password, user.passwordHash)
    : (await burnPasswordCheck(data.password), false);
  if (!user || !valid) {
    await db.platform(async (tx) => {
      await recordThrottleFailure(tx, signInKeys(data.email, signIn, false));
      // Failed attempts are part of the user's history (or, for an unknown address, of the platform's).
      await recordPlatformAudit(tx, user?.id ?? null, {
        entity: 'session',
        entityId: user?.id ?? data.email.trim().toLowerCase(),
        action: 'sign_in_failed',
        summary: user
          ? 'Failed sign-in: wrong password'
          : `Failed sign-in for unknown e-mail ${data.email.trim()}`,
        changes: { ipAddress: client.ipAddress, userAgent: client.userAgent ?? null },
      });
    });
    throw AuthErrors.invalidCredentials();
  }
  return db.platform(async (tx) => {
    await resetThrottle(tx, signInResetKeys(data.email, signIn));
    const device = await rememberDevice(tx, user.id, signIn);
    const token = await createSession(tx, { userId: user.id, ...client });
    await recordSignIn(tx, user.id, 'password', client);
    return { token, user, device };
  });
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

/** Invitation links per address: 10 wrong tokens, then a growing wait (the tokens are unguessable anyway). */
export const INVITATION_FREE_FAILURES = 10;
const invitationKeys = (address: string) => [
  { key: `invitation:${address}`, free: INVITATION_FREE_FAILURES },
];

async function assertInvitationAttemptAllowed(db: Database, address: string) {
  await db.platform((tx) => assertNotThrottled(tx, invitationKeys(address), 'Too many invalid links.'));
}

async function invalidInvitation(db: Database, address: string): Promise<never> {
  await db.platform((tx) => recordThrottleFailure(tx, invitationKeys(address)));
  throw AuthErrors.invitationInvalid();
}

export async function describeInvitation(options: { db: Database; token: string; address: string }) {
  await assertInvitationAttemptAllowed(options.db, options.address);
  const invitation = await options.db.platform((tx) => findInvitation(tx, options.token));
  if (!invitation) return invalidInvitation(options.db, options.address);
  return { email: invitation.email, firstName: invitation.firstName };
}

/** Sets the password from a single-use invitation link and signs the user in. */
export async function setPasswordFromInvitation(options: {
  db: Database;
  data: SetPasswordData;
  client: ClientInfo;
}) {
  await assertInvitationAttemptAllowed(options.db, options.client.ipAddress);
  // The token is checked before the (deliberately slow) password hash, so junk tokens cost no CPU.
  const pending = await options.db.platform((tx) => findInvitation(tx, options.data.token));
  if (!pending) return invalidInvitation(options.db, options.client.ipAddress);
  const passwordHash = await hashPassword(options.data.password);
  return options.db.platform(async (tx) => {
    const invitation = await findInvitation(tx, options.data.token);
    if (!invitation) throw AuthErrors.invitationInvalid();
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
    if (!tenant) throw AuthErrors.organizationNotFound();
    const membership = await tx.query.memberships.findFirst({
      where: (m, { and, eq: is }) =>
        and(is(m.tenantId, tenant.id), is(m.userId, options.userId), is(m.status, 'accepted')),
    });
    // Not a member answers like an unknown slug, so organizations cannot be enumerated.
    if (!membership && !options.isSuperAdmin) throw AuthErrors.organizationNotFound();
    await setDefaultTenant(tx, options.userId, tenant.id);
  });
}
