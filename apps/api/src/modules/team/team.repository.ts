import { and, asc, count, eq, gt, ilike, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PageQuery } from '@tradeworks/contracts/paging';
import type { MembershipRole } from '@tradeworks/contracts/permissions';
import type { Tx } from '../../db/client';
import { authTokens, membershipInvitations, memberships, permissionRoles, users } from '../../db/schema';
import { containsPattern } from '../../http/paging';

/**
 * The members of one tenant, for its team page and for the super-admin console's tenant users. Runs on the
 * platform connection (invitation tokens are platform rows), always by tenantId.
 */

const pendingInvitation = sql<Date | null>`(
  select max(${authTokens.expiresAt}) from ${authTokens}
  where ${authTokens.userId} = ${users.id} and ${authTokens.purpose} = 'invitation'
    and ${authTokens.usedAt} is null and ${authTokens.expiresAt} > now())`;

/** An existing account invited in and not yet answered: the inviter sees what they typed, nothing of the account. */
const awaitingAnswer = sql`(${memberships.status} = 'pending')`;
const noPasswordYet = sql`(${users.passwordHash} is null and ${users.oidcSubject} is null)`;
const isPending = sql`(${awaitingAnswer} or ${noPasswordYet})`;
const shown = <T>(invited: SQLWrapper, own: SQLWrapper) =>
  sql<T>`case when ${awaitingAnswer} then ${invited} else ${own} end`;
const shownEmail = shown<string>(membershipInvitations.email, users.email);
const shownFirstName = shown<string | null>(membershipInvitations.firstName, sql`${users.firstName}`);
const shownLastName = shown<string | null>(membershipInvitations.lastName, sql`${users.lastName}`);

const memberColumns = {
  userId: users.id,
  membershipId: memberships.id,
  email: shownEmail,
  firstName: shownFirstName,
  lastName: shownLastName,
  role: memberships.role,
  customRoleId: memberships.customRoleId,
  customRoleName: permissionRoles.role,
  customRolePermissions: permissionRoles.permissions,
  isDefault: memberships.isDefault,
  joinedAt: memberships.joinedAt,
  lastLoginAt: shown<Date | null>(sql`null`, sql`${users.lastLoginAt}`).mapWith(users.lastLoginAt),
  /** Invited and not in yet: an account that never chose a password (nor used SSO), or not yet accepted. */
  pending: sql<boolean>`${isPending}`,
  /** The membership waits for its invitation to be accepted (an existing account was invited). */
  awaitingAnswer: sql<boolean>`${awaitingAnswer}`,
  invitationExpiresAt: sql<Date | null>`case when ${awaitingAnswer}
    then case when ${membershipInvitations.expiresAt} > now() then ${membershipInvitations.expiresAt} end
    else ${pendingInvitation} end`,
  /** The technician this member signs in as (Field Dispatching), if linked. */
  technicianId: sql<string | null>`(select t.id from technicians t
    where t.tenant_id = ${memberships.tenantId} and t.user_id = ${users.id} limit 1)`,
  technicianName: sql<string | null>`(select t.name from technicians t
    where t.tenant_id = ${memberships.tenantId} and t.user_id = ${users.id} limit 1)`,
};

/** E-mail and name as the page shows them ("Jane Doe" finds Jane Doe); the team page's search finds roles too. */
function memberSearch(search: string | undefined, searchRoles: boolean): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(shownEmail, pattern),
    ilike(sql`coalesce(${shownFirstName}, '') || ' ' || coalesce(${shownLastName}, '')`, pattern),
    ...(searchRoles
      ? [ilike(permissionRoles.role, pattern), ilike(sql`${memberships.role}::text`, pattern)]
      : []),
  );
}

/** memberships with their account, custom role and invitation. */
function withMemberJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      permissionRoles,
      and(
        eq(permissionRoles.tenantId, memberships.tenantId),
        eq(permissionRoles.id, memberships.customRoleId),
      ),
    )
    .leftJoin(
      membershipInvitations,
      and(
        eq(membershipInvitations.tenantId, memberships.tenantId),
        eq(membershipInvitations.membershipId, memberships.id),
      ),
    );
}

const membersQuery = (tx: Tx) => withMemberJoins(tx.select(memberColumns).from(memberships).$dynamic());

/** One page of a tenant's members, by name. */
export async function listTeamMembers(
  tx: Tx,
  tenantId: string,
  query: PageQuery & { status?: 'active' | 'pending' },
  { searchRoles = true } = {},
) {
  const statusFilter =
    query.status === 'pending' ? isPending : query.status === 'active' ? sql`not ${isPending}` : undefined;
  const where = and(
    eq(memberships.tenantId, tenantId),
    memberSearch(query.search, searchRoles),
    statusFilter,
  );
  const rows = await membersQuery(tx)
    .where(where)
    .orderBy(
      asc(sql`lower(coalesce(${shownFirstName}, ''))`),
      asc(sql`lower(coalesce(${shownLastName}, ''))`),
      asc(shownEmail),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await withMemberJoins(tx.select({ total: count() }).from(memberships).$dynamic()).where(
    where,
  );
  return { rows, total };
}
export type TeamMemberRow = Awaited<ReturnType<typeof listTeamMembers>>['rows'][number];

export async function findTeamMember(
  tx: Tx,
  tenantId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<TeamMemberRow | undefined> {
  if (options.lock) {
    await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
      .for('update');
  }
  const [row] = await membersQuery(tx).where(
    and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)),
  );
  return row;
}

/**
 * Owners of the tenant, row-locked: two concurrent demotions of the last two owners serialize here, and the
 * second one sees only one owner left.
 */
export async function lockOwners(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.role, 'owner')))
    .for('update');
  return rows.map((r) => r.userId);
}

export async function setMemberRole(
  tx: Tx,
  tenantId: string,
  userId: string,
  // Without customRoleId (the console's role change) a custom role stays as it is.
  role: { role: MembershipRole; customRoleId?: string | null },
): Promise<void> {
  await tx
    .update(memberships)
    .set(role)
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
}

export async function deleteMember(tx: Tx, tenantId: string, userId: string): Promise<void> {
  await tx.delete(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)));
}

/** Makes every open invitation link of the user unusable. */
export async function expireInvitations(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, 'invitation'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
}

export function findUserByEmail(tx: Tx, email: string) {
  return tx.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export function listRoles(tx: Tx, tenantId: string) {
  return tx
    .select()
    .from(permissionRoles)
    .where(eq(permissionRoles.tenantId, tenantId))
    .orderBy(asc(permissionRoles.role));
}
