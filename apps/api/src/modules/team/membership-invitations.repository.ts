import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { membershipInvitations, memberships, permissionRoles, tenants, users } from '../../db/schema';

/**
 * The invitations of existing accounts (pending memberships). Platform connection, like the rest of the team
 * area: the invitee's side finds an invitation by its link before it knows the organization.
 */

export interface InvitationText {
  email: string;
  firstName: string;
  lastName: string;
}

export async function insertMembershipInvitation(
  tx: Tx,
  row: InvitationText & {
    tenantId: string;
    membershipId: string;
    tokenHash: string;
    expiresAt: Date;
    invitedBy: string;
  },
): Promise<void> {
  await tx.insert(membershipInvitations).values(row);
}

/** A new link for the invitation (resend): the old one stops working. */
export async function replaceInvitationToken(
  tx: Tx,
  tenantId: string,
  membershipId: string,
  link: { tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx
    .update(membershipInvitations)
    .set(link)
    .where(
      and(eq(membershipInvitations.tenantId, tenantId), eq(membershipInvitations.membershipId, membershipId)),
    );
}

/** The names the inviter gave (Edit User on a pending invitation changes these, never the account). */
export async function updateInvitationNames(
  tx: Tx,
  tenantId: string,
  membershipId: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await tx
    .update(membershipInvitations)
    .set(names)
    .where(
      and(eq(membershipInvitations.tenantId, tenantId), eq(membershipInvitations.membershipId, membershipId)),
    );
}

/**
 * The invitation a link's token belongs to, with its organization and role; the membership row is locked
 * (accepting and declining answer it once).
 */
export async function findInvitationByTokenHash(tx: Tx, tokenHash: string, { lock = false } = {}) {
  const query = tx
    .select({
      tenantId: membershipInvitations.tenantId,
      membershipId: membershipInvitations.membershipId,
      userId: memberships.userId,
      email: membershipInvitations.email,
      expiresAt: membershipInvitations.expiresAt,
      accountEmail: users.email,
      tenantName: tenants.name,
      tenantSlug: tenants.slug,
      role: sql<string>`coalesce(${permissionRoles.role}, ${memberships.role}::text)`,
    })
    .from(membershipInvitations)
    .innerJoin(
      memberships,
      and(
        eq(memberships.tenantId, membershipInvitations.tenantId),
        eq(memberships.id, membershipInvitations.membershipId),
      ),
    )
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .leftJoin(
      permissionRoles,
      and(
        eq(permissionRoles.tenantId, memberships.tenantId),
        eq(permissionRoles.id, memberships.customRoleId),
      ),
    )
    .where(and(eq(membershipInvitations.tokenHash, tokenHash), eq(memberships.status, 'pending')));
  const [row] = lock ? await query.for('update', { of: memberships }) : await query;
  return row;
}
export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>>;

/** The invitee said yes: the membership counts from now, and the link is gone (single use). */
export async function acceptMembership(
  tx: Tx,
  tenantId: string,
  membershipId: string,
  isDefault: boolean,
): Promise<void> {
  await tx
    .update(memberships)
    .set({ status: 'accepted', isDefault, joinedAt: new Date() })
    .where(and(eq(memberships.tenantId, tenantId), eq(memberships.id, membershipId)));
  await tx
    .delete(membershipInvitations)
    .where(
      and(eq(membershipInvitations.tenantId, tenantId), eq(membershipInvitations.membershipId, membershipId)),
    );
}

/** The user's accepted memberships (the first one accepted becomes their default organization). */
export async function countAcceptedMemberships(tx: Tx, userId: string): Promise<number> {
  return tx.$count(memberships, and(eq(memberships.userId, userId), eq(memberships.status, 'accepted')));
}
