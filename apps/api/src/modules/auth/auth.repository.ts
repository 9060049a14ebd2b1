import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { knownSignInDevices, memberships, tenants, users } from '../../db/schema';

export function findUserByEmail(tx: Tx, email: string) {
  return tx.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export function listUserMemberships(tx: Tx, userId: string) {
  return (
    tx
      .select({
        tenant_id: memberships.tenantId,
        tenant_name: tenants.name,
        tenant_slug: tenants.slug,
        role: memberships.role,
        is_default: memberships.isDefault,
      })
      .from(memberships)
      .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
      // Invitations not yet accepted are no organizations of the user's.
      .where(and(eq(memberships.userId, userId), eq(memberships.status, 'accepted')))
      .orderBy(asc(tenants.name))
  );
}

/** Makes the membership of `tenantId` the user's only default, and the user's current tenant. */
export async function setDefaultTenant(tx: Tx, userId: string, tenantId: string): Promise<void> {
  await tx
    .update(memberships)
    .set({ isDefault: sql`${memberships.tenantId} = ${tenantId}` })
    .where(eq(memberships.userId, userId));
  await tx.update(users).set({ currentTenantId: tenantId }).where(eq(users.id, userId));
}

export function findUserByOidcSubject(tx: Tx, issuer: string, subject: string) {
  return tx.query.users.findFirst({
    where: and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)),
  });
}

/** The account's stored password hash (null: none chosen yet), for checking the current password. */
export async function findPasswordHash(tx: Tx, userId: string): Promise<string | null> {
  const row = await tx.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { passwordHash: true },
  });
  return row?.passwordHash ?? null;
}

export async function setPasswordHash(tx: Tx, userId: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Changes account fields (a sign-in provider's link and names); the row as it is now. */
export async function updateUserFields(tx: Tx, userId: string, patch: Partial<typeof users.$inferInsert>) {
  const [row] = await tx.update(users).set(patch).where(eq(users.id, userId)).returning();
  return row;
}

export function findTenantBySlug(tx: Tx, slug: string) {
  return tx.query.tenants.findFirst({ where: eq(tenants.slug, slug) });
}

/** Whether the user is a member of the organization (an invitation not yet accepted is not). */
export async function isAcceptedMember(tx: Tx, tenantId: string, userId: string): Promise<boolean> {
  const row = await tx.query.memberships.findFirst({
    where: and(
      eq(memberships.tenantId, tenantId),
      eq(memberships.userId, userId),
      eq(memberships.status, 'accepted'),
    ),
    columns: { id: true },
  });
  return Boolean(row);
}

/**
 * The organization whose outbox sends the user's platform e-mail (a password reset): their current one, else
 * their default. Never one they are only invited to — its e-mail log would learn that the account exists.
 */
export async function findMailingTenant(
  tx: Tx,
  user: { id: string; currentTenantId: string | null },
): Promise<string | undefined> {
  const [row] = await tx
    .select({ tenantId: memberships.tenantId })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.status, 'accepted')))
    .orderBy(desc(eq(memberships.tenantId, user.currentTenantId ?? user.id)), desc(memberships.isDefault))
    .limit(1);
  return row?.tenantId;
}

/** True when the user signed in before from a device or address with one of these hashed values. */
export async function hasKnownSignInDevice(tx: Tx, userId: string, valueHashes: string[]): Promise<boolean> {
  const rows = await tx
    .select({ userId: knownSignInDevices.userId })
    .from(knownSignInDevices)
    .where(and(eq(knownSignInDevices.userId, userId), inArray(knownSignInDevices.valueHash, valueHashes)))
    .limit(1);
  return rows.length > 0;
}

/** Records (or refreshes) a device or address the user signed in from. */
export async function saveKnownSignInDevice(tx: Tx, userId: string, valueHash: string): Promise<void> {
  await tx
    .insert(knownSignInDevices)
    .values({ userId, valueHash })
    .onConflictDoUpdate({
      target: [knownSignInDevices.userId, knownSignInDevices.valueHash],
      set: { lastSuccessAt: sql`now()` },
    });
}
