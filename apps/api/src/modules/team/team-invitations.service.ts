import type { TeamUser, TeamUserCreateData, TeamUserCreated } from '@tradeworks/contracts/team';
import type { Tx } from '../../db/client';
import { sendInvitation } from '../../platform/auth/invitations';
import {
  createAccount,
  countUserMemberships,
  findTenantById,
  insertMembership,
} from '../../super-admin/public';
import { TeamErrors } from './team.errors';
import { toTeamUser } from './team-user-view';
import { checkTouch, type MemberRole } from './team-rules';
import {
  auditMembership,
  memberRoleOf,
  requireMember,
  resolveGrant,
  roleLabel,
  type TeamCtx,
} from './team-context';
import { newInvitationLink, sendMembershipInvitation } from './membership-invitation-mail';
import { insertMembershipInvitation, replaceInvitationToken } from './membership-invitations.repository';
import {
  deleteMember,
  expireInvitations,
  findTeamMember,
  findUserByEmail,
  listRoles,
  setMemberRole,
} from './team.repository';

/**
 * Inviting people onto the team (issue 27, finding 9). A new address gets a password-less account and a
 * set-password link; an existing account gets a *pending* membership and an accept link, and joins only when
 * its owner accepts. The answer, the team list and the e-mail log look the same either way — only what the
 * inviter typed — so inviting cannot be used to learn whether an address has an account, or whose it is.
 */

type InviteCtx = TeamCtx & { baseUrl: string; tenantName: string; data: TeamUserCreateData };

async function giveRole(tx: Tx, tenantId: string, userId: string, target: MemberRole) {
  if (target.custom)
    await setMemberRole(tx, tenantId, userId, { role: target.role, customRoleId: target.custom.id });
}

/** A new address: an account without a password, a member at once, and the set-password e-mail. */
async function inviteNewAccount(tx: Tx, ctx: InviteCtx, target: MemberRole) {
  const { data, tenantId } = ctx;
  const user = await createAccount(tx, {
    actorId: ctx.actor.userId,
    data: {
      email: data.email,
      firstName: data.first_name,
      lastName: data.last_name,
      isSuperAdmin: false,
      passwordHash: null,
      currentTenantId: tenantId,
    },
  });
  const membership = await insertMembership(tx, {
    tenantId,
    userId: user.id,
    role: target.role,
    isDefault: true,
  });
  await giveRole(tx, tenantId, user.id, target);
  await sendInvitation(tx, {
    userId: user.id,
    email: user.email,
    firstName: data.first_name,
    tenantId,
    tenantName: ctx.tenantName,
    baseUrl: ctx.baseUrl,
  });
  return { userId: user.id, membershipId: membership.id };
}

/** An existing account: a pending membership that grants nothing, and an e-mail with the accept link. */
async function inviteExistingAccount(tx: Tx, ctx: InviteCtx, userId: string, target: MemberRole) {
  const { data, tenantId } = ctx;
  const membership = await insertMembership(tx, { tenantId, userId, role: target.role, status: 'pending' });
  await giveRole(tx, tenantId, userId, target);
  const link = newInvitationLink();
  await insertMembershipInvitation(tx, {
    tenantId,
    membershipId: membership.id,
    email: data.email,
    firstName: data.first_name,
    lastName: data.last_name,
    tokenHash: link.tokenHash,
    expiresAt: link.expiresAt,
    invitedBy: ctx.actor.userId,
  });
  await sendMembershipInvitation(tx, {
    tenantId,
    tenantName: ctx.tenantName,
    userId,
    email: data.email,
    token: link.token,
    baseUrl: ctx.baseUrl,
  });
  return { userId, membershipId: membership.id };
}

/** POST /api/tenant/users. */
export function createTeamUser(
  ctx: TeamCtx & { data: TeamUserCreateData; baseUrl: string },
): Promise<TeamUserCreated> {
  const { db, tenantId, data } = ctx;
  return db.platform(async (tx) => {
    const tenant = await findTenantById(tx, tenantId);
    if (!tenant) throw TeamErrors.userNotFound();
    const { target } = await resolveGrant(tx, ctx, data.role);
    const existing = await findUserByEmail(tx, data.email);
    if (existing && (await findTeamMember(tx, tenantId, existing.id))) throw TeamErrors.alreadyMember();
    const invite = { ...ctx, tenantName: tenant.name };
    const { userId, membershipId } = existing
      ? await inviteExistingAccount(tx, invite, existing.id, target)
      : await inviteNewAccount(tx, invite, target);
    // The tenant's audit log is read by its admins: it says who was invited, never whether the account existed.
    await auditMembership(
      tx,
      ctx,
      membershipId,
      'create',
      `${data.email} invited to the team as ${roleLabel(target)}`,
      { userId, email: data.email, role: roleLabel(target) },
    );
    return { ...toTeamUser(await requireMember(tx, tenantId, userId)), invitation_sent: true };
  });
}

async function requirePending(tx: Tx, ctx: TeamCtx, memberUserId: string) {
  const member = await requireMember(tx, ctx.tenantId, memberUserId, true);
  if (!member.pending) throw TeamErrors.notPending();
  const roles = await listRoles(tx, ctx.tenantId);
  const violation = checkTouch(ctx.actor, memberRoleOf(member, roles), roles);
  if (violation) throw TeamErrors.rule(violation);
  return member;
}

/** A fresh link (set-password, or accept for an existing account); the one before stops working. */
export function resendInvitation(
  ctx: TeamCtx & { memberUserId: string; baseUrl: string },
): Promise<TeamUser> {
  const { db, tenantId, memberUserId } = ctx;
  return db.platform(async (tx) => {
    const member = await requirePending(tx, ctx, memberUserId);
    const tenant = (await findTenantById(tx, tenantId))!;
    if (member.awaitingAnswer) {
      const link = newInvitationLink();
      await replaceInvitationToken(tx, tenantId, member.membershipId, link);
      await sendMembershipInvitation(tx, {
        tenantId,
        tenantName: tenant.name,
        userId: memberUserId,
        email: member.email,
        token: link.token,
        baseUrl: ctx.baseUrl,
      });
    } else {
      await expireInvitations(tx, memberUserId);
      await sendInvitation(tx, {
        userId: memberUserId,
        email: member.email,
        firstName: member.firstName,
        tenantId,
        tenantName: tenant.name,
        baseUrl: ctx.baseUrl,
      });
    }
    await auditMembership(
      tx,
      ctx,
      member.membershipId,
      'invitation_resend',
      `Invitation to ${member.email} sent again`,
    );
    return toTeamUser(await requireMember(tx, tenantId, memberUserId));
  });
}

/** Withdraws a pending invitation: the membership goes and the link stops working. */
export function revokeInvitation(ctx: TeamCtx & { memberUserId: string }): Promise<void> {
  const { db, tenantId, memberUserId } = ctx;
  return db.platform(async (tx) => {
    const member = await requirePending(tx, ctx, memberUserId);
    // For an existing account the membership takes its invitation (and link) with it.
    await deleteMember(tx, tenantId, memberUserId);
    if (!member.awaitingAnswer && (await countUserMemberships(tx, memberUserId)) === 0)
      await expireInvitations(tx, memberUserId);
    await auditMembership(
      tx,
      ctx,
      member.membershipId,
      'invitation_revoke',
      `Invitation to ${member.email} revoked`,
    );
  });
}
