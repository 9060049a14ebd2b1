import { and, asc, count, desc, eq, exists, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@tradeworks/contracts/paging';
import type { Tx } from '../../db/client';
import { memberships, tenants, users } from '../../db/schema';
import { containsPattern } from '../../http/paging';

export type UserRow = typeof users.$inferSelect;

export function findUserById(tx: Tx, id: string) {
  return tx.query.users.findFirst({ where: eq(users.id, id) });
}

/** E-mails are unique case-insensitively (index on lower(email)); `exceptId` skips the user being edited. */
export async function isEmailTaken(tx: Tx, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined),
    )
    .limit(1);
  return Boolean(row);
}

function userSearch(tx: Tx, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const inTenantNamed = tx
    .select({ one: sql`1` })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(and(eq(memberships.userId, users.id), ilike(tenants.name, pattern)));
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
    exists(inTenantNamed),
  );
}

/** One page of all users, newest first, searched on e-mail, first or last name, or a tenant's name. */
export async function listUsers(tx: Tx, query: PageQuery): Promise<{ rows: UserRow[]; total: number }> {
  const where = userSearch(tx, query.search);
  const rows = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await tx.select({ total: count() }).from(users).where(where);
  return { rows, total };
}

const membershipColumns = {
  id: memberships.id,
  userId: memberships.userId,
  tenantId: memberships.tenantId,
  tenantName: tenants.name,
  role: memberships.role,
  isDefault: memberships.isDefault,
  joinedAt: memberships.joinedAt,
};

/** The memberships of several users in one query (the list's Tenants column), by tenant name. */
export function listMembershipsOfUsers(tx: Tx, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return (
    tx
      .select(membershipColumns)
      .from(memberships)
      .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
      // Invitations the user has not accepted are no organizations of theirs.
      .where(and(inArray(memberships.userId, userIds), eq(memberships.status, 'accepted')))
      .orderBy(asc(tenants.name))
  );
}
export type UserMembershipRow = Awaited<ReturnType<typeof listMembershipsOfUsers>>[number];

/**
 * One page of a user's tenants (the tenant assignments page), by tenant name, searched on it. Accepted
 * memberships only, as on the user's record.
 */
export async function listMembershipsPage(
  tx: Tx,
  userId: string,
  query: PageQuery,
): Promise<{ rows: UserMembershipRow[]; total: number }> {
  const where = and(
    eq(memberships.userId, userId),
    eq(memberships.status, 'accepted'),
    query.search ? ilike(tenants.name, containsPattern(query.search)) : undefined,
  );
  const rows = await tx
    .select(membershipColumns)
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(where)
    .orderBy(asc(tenants.name), asc(memberships.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await tx
    .select({ total: count() })
    .from(memberships)
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(where);
  return { rows, total };
}

export async function updateUser(
  tx: Tx,
  id: string,
  data: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await tx.update(users).set(data).where(eq(users.id, id)).returning();
  return row;
}

/** Makes `tenantId` the user's only default membership and current tenant; null clears both. */
export async function setDefaultTenant(tx: Tx, userId: string, tenantId: string | null): Promise<void> {
  await tx
    .update(memberships)
    .set({ isDefault: tenantId ? sql`${memberships.tenantId} = ${tenantId}` : false })
    .where(eq(memberships.userId, userId));
  await tx.update(users).set({ currentTenantId: tenantId }).where(eq(users.id, userId));
}
