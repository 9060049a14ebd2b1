import type { PageQuery } from '@tradeworks/contracts/paging';
import type {
  AssignableRole,
  TeamUser,
  TeamUserCreateData,
  TeamUserCreated,
  TeamUserUpdateData,
} from '@tradeworks/contracts/team';
import { MEMBERSHIP_ROLES } from '@tradeworks/contracts/permissions';
import type { Database, Tx } from '../../db/client';
import type { Page } from '../../http/paging';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { sendInvitation } from '../../platform/auth/invitations';
import { escapeHtml } from '../../platform/mail/escape-html';
import { enqueueEmail } from '../../platform/mail/outbox';
import { createAccount } from '../../super-admin/public';
import { countUserMemberships } from '../../super-admin/public';
import { findTenantById, insertMembership } from '../../super-admin/public';
import { updateUser } from '../../super-admin/public';
import { TeamErrors } from './team.errors';
import { toTeamUser } from './team-user-view';
import {
  checkGrant,
  checkTouch,
  resolveRoleName,
  type MemberRole,
  type RoleRecord,
  type TeamActor,
} from './team-rules';
import {
  deleteMember,
  expireInvitations,
  findTeamMember,
  findUserByEmail,
  listRoles,
  listTeamMembers,
  lockOwners,
  setMemberRole,
  type TeamMemberRow,
} from './team.repository';

interface TeamCtx {
  db: Database;
  tenantId: string;
  actor: TeamActor;
}

const memberRoleOf = (row: TeamMemberRow, roles: RoleRecord[]): MemberRole => ({
  role: row.role,
  custom: row.customRoleId ? (roles.find((r) => r.id === row.customRoleId) ?? null) : null,
});

const roleLabel = (role: MemberRole) => role.custom?.role ?? role.role;

async function requireMember(tx: Tx, tenantId: string, userId: string, lock = false) {
  const row = await findTeamMember(tx, tenantId, userId, { lock });
  if (!row) throw TeamErrors.userNotFound();
  return row;
}

function audit(tx: Tx, ctx: TeamCtx, entityId: string, action: string, summary: string, changes?: object) {
  return recordAudit(
    { tx, tenantId: ctx.tenantId, userId: ctx.actor.userId },
    { entity: 'membership', entityId, action, summary, changes: changes as Record<string, unknown> },
  );
}

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

async function resolveGrant(tx: Tx, ctx: TeamCtx, name: string) {
  const roles = await listRoles(tx, ctx.tenantId);
  const target = resolveRoleName(name, roles);
  if (!target) throw TeamErrors.unknownRole();
  const violation = checkGrant(ctx.actor, target, roles);
  if (violation) throw TeamErrors.rule(violation);
  return { roles, target };
}

/**
 * POST /api/tenant/users: a new account gets a password-less login and the single-use set-password link by
 * e-mail; an existing account (same e-mail) is added to the organization — invited again if it never chose a
 * password, else told by e-mail that it now has access.
 */
export function createTeamUser(
  ctx: TeamCtx & { data: TeamUserCreateData; baseUrl: string },
): Promise<TeamUserCreated> {
  const { db, tenantId, actor, data } = ctx;
  return db.platform(async (tx) => {
    const tenant = await findTenantById(tx, tenantId);
    if (!tenant) throw TeamErrors.userNotFound();
    const { target } = await resolveGrant(tx, ctx, data.role);
    let user = await findUserByEmail(tx, data.email);
    if (user && (await findTeamMember(tx, tenantId, user.id))) throw TeamErrors.alreadyMember();
    const isNew = !user;
    if (!user) {
      user = await createAccount(tx, {
        actorId: actor.userId,
        data: {
          email: data.email,
          firstName: data.first_name,
          lastName: data.last_name,
          isSuperAdmin: false,
          passwordHash: null,
          currentTenantId: tenantId,
        },
      });
    }
    const isFirst = (await countUserMemberships(tx, user.id)) === 0;
    const membership = await insertMembership(tx, {
      tenantId,
      userId: user.id,
      role: target.role,
      isDefault: isFirst,
    });
    if (target.custom)
      await setMemberRole(tx, tenantId, user.id, { role: target.role, customRoleId: target.custom.id });
    if (isFirst && !user.currentTenantId) await updateUser(tx, user.id, { currentTenantId: tenantId });
    await audit(tx, ctx, membership.id, 'create', `${user.email} added to the team as ${roleLabel(target)}`, {
      userId: user.id,
      role: roleLabel(target),
      newAccount: isNew,
    });
    const needsPassword = !user.passwordHash && !user.oidcSubject;
    if (needsPassword) {
      await expireInvitations(tx, user.id);
      await sendInvitation(tx, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName ?? data.first_name,
        tenantId,
        tenantName: tenant.name,
        baseUrl: ctx.baseUrl,
      });
    } else {
      await sendAddedNotice(tx, {
        tenantId,
        tenantName: tenant.name,
        email: user.email,
        baseUrl: ctx.baseUrl,
      });
    }
    const row = await requireMember(tx, tenantId, user.id);
    return { ...toTeamUser(row), invitation_sent: needsPassword };
  });
}

function sendAddedNotice(
  tx: Tx,
  o: { tenantId: string; tenantName: string; email: string; baseUrl: string },
): Promise<string> {
  const url = `${o.baseUrl.replace(/\/$/, '')}/login`;
  return enqueueEmail(tx, o.tenantId, {
    to: o.email,
    subject: `You now have access to ${o.tenantName} on Tradeworks`,
    text: `Hello,\n\nYou have been added to ${o.tenantName} on Tradeworks. Sign in with your existing account:\n\n${url}\n`,
    html: `<p>Hello,</p><p>You have been added to <strong>${escapeHtml(o.tenantName)}</strong> on Tradeworks.</p><p><a href="${escapeHtml(url)}">Sign in</a> with your existing account.</p>`,
    relatedEntity: 'user',
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
      await audit(
        tx,
        ctx,
        member.membershipId,
        'update',
        `Role of ${member.email} changed from ${roleLabel(current)} to ${roleLabel(target)}`,
        { userId: memberUserId, role: { from: roleLabel(current), to: roleLabel(target) } },
      );
    }
    if (Object.keys(nameChanges).length) {
      await updateUser(tx, memberUserId, { firstName: data.first_name, lastName: data.last_name });
      await audit(tx, ctx, member.membershipId, 'update', `Name of ${member.email} updated`, nameChanges);
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
    await audit(tx, ctx, member.membershipId, 'delete', `${member.email} removed from the team`, {
      userId: memberUserId,
      role: roleLabel(current),
    });
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

/** A fresh set-password link; earlier links of the user stop working. */
export function resendInvitation(
  ctx: TeamCtx & { memberUserId: string; baseUrl: string },
): Promise<TeamUser> {
  const { db, tenantId, memberUserId } = ctx;
  return db.platform(async (tx) => {
    const member = await requirePending(tx, ctx, memberUserId);
    const tenant = (await findTenantById(tx, tenantId))!;
    await expireInvitations(tx, memberUserId);
    await sendInvitation(tx, {
      userId: memberUserId,
      email: member.email,
      firstName: member.firstName,
      tenantId,
      tenantName: tenant.name,
      baseUrl: ctx.baseUrl,
    });
    await audit(
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
    await deleteMember(tx, tenantId, memberUserId);
    if ((await countUserMemberships(tx, memberUserId)) === 0) await expireInvitations(tx, memberUserId);
    await audit(tx, ctx, member.membershipId, 'invitation_revoke', `Invitation to ${member.email} revoked`);
  });
}
