import type { PageQuery } from '@tradeworks/contracts/paging';
import type { AssignableRole, TeamUser, TeamUserUpdateData } from '@tradeworks/contracts/team';
import { MEMBERSHIP_ROLES } from '@tradeworks/contracts/permissions';
import type { Page } from '../../http/paging';
import { changedFields } from '../../platform/audit/audit-log';
import { countUserMemberships, updateUser } from '../../super-admin/public';
import { TeamErrors } from './team.errors';
import { toTeamUser } from './team-user-view';
import { checkGrant, checkTouch } from './team-rules';
import {
  auditMembership,
  memberRoleOf,
  requireMember,
  resolveGrant,
  roleLabel,
  type TeamCtx,
} from './team-context';
import { updateInvitationNames } from './membership-invitations.repository';
import {
  deleteMember,
  expireInvitations,
  listRoles,
  listTeamMembers,
  lockOwners,
  setMemberRole,
} from './team.repository';

/** The team page's list and its edits; inviting is in team-invitations.service.ts. */

export function listTeam(
  ctx: Omit<TeamCtx, 'actor'> & { query: PageQuery & { status?: 'active' | 'pending' } },
): Promise<Page<TeamUser>> {
  return ctx.db.platform(async (tx) => {
    const page = await listTeamMembers(tx, ctx.tenantId, ctx.query);
    return { items: page.rows.map(toTeamUser), total: page.total };
  });
}

/** The roles the actor may give: built-in ones and the tenant's custom roles, each within their own access. */
export function listAssignableRoles(ctx: TeamCtx): Promise<AssignableRole[]> {
  return ctx.db.platform(async (tx) => {
    const roles = await listRoles(tx, ctx.tenantId);
    const out: AssignableRole[] = [];
    for (const role of [...MEMBERSHIP_ROLES].reverse()) {
      if (checkGrant(ctx.actor, { role, custom: null }, roles)) continue;
      out.push({ role, builtIn: true, isActive: true, description: null });
    }
    for (const record of roles) {
      if (MEMBERSHIP_ROLES.includes(record.role as never)) continue;
      if (checkGrant(ctx.actor, { role: 'member', custom: record }, roles)) continue;
      out.push({
        role: record.role,
        builtIn: false,
        isActive: record.isActive,
        description: record.description,
      });
    }
    return out;
  });
}

/** PUT /api/tenant/users/{userId}: names live on the account, the role on the membership. */
export function updateTeamUser(
  ctx: TeamCtx & { memberUserId: string; data: TeamUserUpdateData },
): Promise<TeamUser> {
  const { db, tenantId, memberUserId, data } = ctx;
  return db.platform(async (tx) => {
    const owners = await lockOwners(tx, tenantId);
    const member = await requireMember(tx, tenantId, memberUserId, true);
    const { roles, target } = await resolveGrant(tx, ctx, data.role);
    const current = memberRoleOf(member, roles);
    const nameChanges = changedFields(member, { firstName: data.first_name, lastName: data.last_name });
    const roleChanged = roleLabel(current) !== roleLabel(target);
    if (roleChanged || Object.keys(nameChanges).length) {
      const violation = checkTouch(ctx.actor, current, roles);
      if (violation) throw TeamErrors.rule(violation);
    }
    if (roleChanged) {
      const demotesOwner = current.role === 'owner' && !current.custom && target.role !== 'owner';
      if (demotesOwner && owners.filter((id) => id !== memberUserId).length === 0)
        throw TeamErrors.lastOwner();
      await setMemberRole(tx, tenantId, memberUserId, {
        role: target.role,
        customRoleId: target.custom?.id ?? null,
      });
      await auditMembership(
        tx,
        ctx,
        member.membershipId,
        'update',
        `Role of ${member.email} changed from ${roleLabel(current)} to ${roleLabel(target)}`,
        { userId: memberUserId, role: { from: roleLabel(current), to: roleLabel(target) } },
      );
    }
    if (Object.keys(nameChanges).length) {
      const names = { firstName: data.first_name, lastName: data.last_name };
      // Before the invitee accepts, the names are the inviter's own words; the account is not theirs to edit.
      if (member.awaitingAnswer) await updateInvitationNames(tx, tenantId, member.membershipId, names);
      else await updateUser(tx, memberUserId, names);
      await auditMembership(
        tx,
        ctx,
        member.membershipId,
        'update',
        `Name of ${member.email} updated`,
        nameChanges,
      );
    }
    return toTeamUser(await requireMember(tx, tenantId, memberUserId));
  });
}

/** DELETE /api/tenant/users/{userId}: removes the membership, never the account. */
export function removeTeamUser(ctx: TeamCtx & { memberUserId: string }): Promise<void> {
  const { db, tenantId, memberUserId } = ctx;
  return db.platform(async (tx) => {
    const owners = await lockOwners(tx, tenantId);
    const member = await requireMember(tx, tenantId, memberUserId, true);
    const roles = await listRoles(tx, tenantId);
    const current = memberRoleOf(member, roles);
    // Removing yourself is always allowed, unless you are the last owner (checked below).
    if (memberUserId !== ctx.actor.userId) {
      const violation = checkTouch(ctx.actor, current, roles);
      if (violation) throw TeamErrors.rule(violation);
    }
    if (current.role === 'owner' && owners.filter((id) => id !== memberUserId).length === 0) {
      throw TeamErrors.lastOwner();
    }
    await deleteMember(tx, tenantId, memberUserId);
    if (member.pending && (await countUserMemberships(tx, memberUserId)) === 0) {
      await expireInvitations(tx, memberUserId);
    }
    await auditMembership(tx, ctx, member.membershipId, 'delete', `${member.email} removed from the team`, {
      userId: memberUserId,
      role: roleLabel(current),
    });
  });
}
