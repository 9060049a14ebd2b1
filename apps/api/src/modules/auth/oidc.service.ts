import type { Database, Tx } from '../../db/client';
import { AuthErrors } from './auth.errors';
import { insertUser } from '../../super-admin/public';
import { recordPlatformAudit } from '../../platform/audit/audit-log';
import type { OidcClaims } from '../../platform/auth/oidc-client';
import { createSession } from '../../platform/auth/sessions';
import { findUserByEmail, findUserByOidcSubject, updateUserFields } from './auth.repository';
import { recordSignIn } from './auth.service';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

interface ClientInfo {
  userAgent?: string;
  ipAddress: string;
}

/**
 * Signs in the person behind verified OIDC claims: the user linked to (issuer, subject), else the user with
 * the same e-mail (then linked), else a new user without memberships. Opens a session in the same transaction.
 */
export async function signInWithOidc(options: {
  db: Database;
  issuer: string;
  claims: OidcClaims;
  client: ClientInfo;
}) {
  const { db, issuer, claims, client } = options;
  const email = claims.email?.toLowerCase();
  if (!email) throw AuthErrors.oidcEmailMissing();
  // Linking by e-mail is only safe when the provider vouches for the address.
  if (!claims.emailVerified) throw AuthErrors.oidcEmailNotVerified();
  return db.platform(async (tx) => {
    const user = await findOrCreateUser(tx, { issuer, claims, email });
    const token = await createSession(tx, { userId: user.id, ...client });
    await recordSignIn(tx, user.id, 'oidc', client);
    return { token, userId: user.id };
  });
}

async function findOrCreateUser(
  tx: Tx,
  input: { issuer: string; claims: OidcClaims; email: string },
): Promise<UserRow> {
  const { issuer, claims, email } = input;
  const linked = await findUserByOidcSubject(tx, issuer, claims.sub);
  if (linked) return fillEmptyProfile(tx, linked, claims);

  const existing = await findUserByEmail(tx, email);
  if (existing) {
    if (existing.oidcIssuer === issuer && existing.oidcSubject) throw AuthErrors.oidcAlreadyLinked();
    const updated = await updateUserFields(tx, existing.id, {
      oidcIssuer: issuer,
      oidcSubject: claims.sub,
      ...emptyProfileFields(existing, claims),
    });
    await recordPlatformAudit(tx, existing.id, {
      entity: 'user',
      entityId: existing.id,
      action: 'link_oidc',
      changes: { issuer, subject: claims.sub, previousIssuer: existing.oidcIssuer },
    });
    return updated;
  }

  const created = await insertUser(tx, {
    email,
    firstName: claims.givenName,
    lastName: claims.familyName,
    profileImageUrl: claims.picture,
    oidcIssuer: issuer,
    oidcSubject: claims.sub,
    isSuperAdmin: false,
  });
  await recordPlatformAudit(tx, created.id, {
    entity: 'user',
    entityId: created.id,
    action: 'create',
    changes: { email, source: 'oidc', issuer, subject: claims.sub },
  });
  return created;
}

/** Names and picture from the provider, only where the user has none (never overwrite what they set). */
function emptyProfileFields(user: UserRow, claims: OidcClaims): Partial<UserRow> {
  const patch: Partial<UserRow> = {};
  if (!user.firstName && claims.givenName) patch.firstName = claims.givenName;
  if (!user.lastName && claims.familyName) patch.lastName = claims.familyName;
  if (!user.profileImageUrl && claims.picture) patch.profileImageUrl = claims.picture;
  return patch;
}

async function fillEmptyProfile(tx: Tx, user: UserRow, claims: OidcClaims): Promise<UserRow> {
  const patch = emptyProfileFields(user, claims);
  if (Object.keys(patch).length === 0) return user;
  await updateUserFields(tx, user.id, patch);
  return { ...user, ...patch };
}
