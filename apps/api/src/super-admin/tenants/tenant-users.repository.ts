import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@tradeworks/contracts/paging';
import type { MembershipRole } from '@tradeworks/contracts/permissions';
import type { Tx } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { containsPattern } from '../../http/paging';

const memberColumns = {
  userId: users.id,
  membershipId: memberships.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: memberships.role,
  isDefault: memberships.isDefault,
  joinedAt: memberships.joinedAt,
  lastLoginAt: users.lastLoginAt,
};

function memberSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    // "Jane Doe" finds Jane Doe too.
    ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
  );
}

/** One page of a tenant's members, by name, searched on e-mail and name. */
export async function listTenantMembers(tx: Tx, tenantId: string, query: PageQuery) {
  const where = and(eq(memberships.tenantId, tenantId), memberSearch(query.search));
  const rows = await tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where)
    .orderBy(
      asc(sql`lower(coalesce(${users.firstName}, ''))`),
      asc(sql`lower(coalesce(${users.lastName}, ''))`),
      asc(users.email),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await tx
    .select({ total: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where);
  return { rows, total };
}
export type TenantMemberRow = Awaited<ReturnType<typeof listTenantMembers>>['rows'][number];

export async function findTenantMember(
  tx: Tx,
  tenantId: string,
  userId: string,
): Promise<TenantMemberRow | undefined> {
  const [row] = await tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
  return row;
}

export async function updateMembershipRole(
  tx: Tx,
  tenantId: string,
  userId: string,
  role: MembershipRole,
): Promise<void> {
  await tx
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
}

/** Membership ids are unique on their own (UUIDv7), so the console can remove one by id alone. */
export function findMembershipById(tx: Tx, membershipId: string) {
  return tx.query.memberships.findFirst({ where: eq(memberships.id, membershipId) });
}

export async function deleteMembership(tx: Tx, tenantId: string, membershipId: string): Promise<void> {
  await tx
    .delete(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, membershipId)));
}

export async function countUserMemberships(tx: Tx, userId: string): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(memberships).where(eq(memberships.userId, userId));
  return n;
}
