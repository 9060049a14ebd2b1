import type { PageQuery } from '@tradeworks/contracts/paging';
import type {
  AddExistingUserData,
  TenantUser,
  TenantUserCreateData,
  TenantUserUpdateData,
} from '@tradeworks/contracts/super-admin';
import type { Database, Tx } from '../../db/client';
import { changedFields, recordPlatformAudit } from '../../platform/audit/audit-log';
import { sendInvitation } from '../../platform/auth/invitations';
import { recordMembershipAudit } from '../admin-audit';
import type { Page } from '../../http/paging';
import { SuperAdminErrors } from '../super-admin.errors';
import { addMembership, createAccount, hashOptionalPassword } from '../users/user-accounts';
import { findUserById, updateUser } from '../users/users.repository';
import {
  findTeamMember,
  listTeamMembers,
  setMemberRole,
  type TeamMemberRow,
} from '../../modules/team/public';
import { countUserMemberships } from './tenant-users.repository';
import { findTenantById } from './tenants.repository';
import { isoOrNull } from '../../http/iso-or-null';

/** The spec's "tenant user": id is the user's id; membership_id is what removal takes. */
export function toTenantUserView(row: TeamMemberRow): TenantUser {
  return {
    id: row.userId,
    membership_id: row.membershipId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    is_default: row.isDefault,
    joined_at: row.joinedAt.toISOString(),
    last_login: isoOrNull(row.lastLoginAt),
  };
}

async function requireTenant(tx: Tx, tenantId: string) {
  const tenant = await findTenantById(tx, tenantId);
  if (!tenant) throw SuperAdminErrors.tenantNotFound();
  return tenant;
}

async function memberView(tx: Tx, tenantId: string, userId: string): Promise<TenantUser> {
  const row = await findTeamMember(tx, tenantId, userId);
  if (!row) throw SuperAdminErrors.userNotFound();
  return toTenantUserView(row);
}

export function listTenantUsers(options: {
  db: Database;
  tenantId: string;
  query: PageQuery;
}): Promise<Page<TenantUser>> {
  return options.db.platform(async (tx) => {
    await requireTenant(tx, options.tenantId);
    const page = await listTeamMembers(tx, options.tenantId, options.query, { searchRoles: false });
    return { items: page.rows.map(toTenantUserView), total: page.total };
  });
}

/**
 * Creates a new account as a member of the tenant. Without a password the user gets a single-use
 * set-password link by e-mail through this tenant's outbox, queued in the same transaction.
 */
export async function createTenantUser(options: {
  db: Database;
  userId: string;
  tenantId: string;
  data: TenantUserCreateData;
  baseUrl: string;
}): Promise<TenantUser & { invitation_sent: boolean }> {
  const { db, userId, tenantId, data } = options;
  const passwordHash = await hashOptionalPassword(data.password);
  return db.platform(async (tx) => {
    const tenant = await requireTenant(tx, tenantId);
    const user = await createAccount(tx, {
      actorId: userId,
      data: {
        email: data.email,
        firstName: data.first_name,
        lastName: data.last_name,
        isSuperAdmin: false,
        passwordHash,
        currentTenantId: tenant.id,
      },
      emailTakenHint: ' Use "Add existing user" to add them to this organization.',
    });
    await addMembership(tx, { actorId: userId, tenantId, userId: user.id, role: data.role, isDefault: true });
    if (!passwordHash) {
      await sendInvitation(tx, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        tenantId,
        tenantName: tenant.name,
        baseUrl: options.baseUrl,
      });
    }
    return { ...(await memberView(tx, tenantId, user.id)), invitation_sent: !passwordHash };
  });
}

/** Adds an account that already exists; its first membership becomes its default. */
export function addExistingTenantUser(options: {
  db: Database;
  userId: string;
  tenantId: string;
  data: AddExistingUserData;
}): Promise<TenantUser> {
  const { db, userId, tenantId, data } = options;
  return db.platform(async (tx) => {
    await requireTenant(tx, tenantId);
    const user = await findUserById(tx, data.userId);
    if (!user) throw SuperAdminErrors.userNotFound();
    if (await findTeamMember(tx, tenantId, user.id)) throw SuperAdminErrors.alreadyMember();
    const isFirst = (await countUserMemberships(tx, user.id)) === 0;
    await addMembership(tx, {
      actorId: userId,
      tenantId,
      userId: user.id,
      role: data.role,
      isDefault: isFirst,
    });
    if (isFirst && !user.currentTenantId) await updateUser(tx, user.id, { currentTenantId: tenantId });
    return memberView(tx, tenantId, user.id);
  });
}

/** Names live on the user (platform audit), the role on the membership (tenant and platform audit). */
export function updateTenantUser(options: {
  db: Database;
  userId: string;
  tenantId: string;
  memberUserId: string;
  data: TenantUserUpdateData;
}): Promise<TenantUser> {
  const { db, userId, tenantId, memberUserId, data } = options;
  return db.platform(async (tx) => {
    await requireTenant(tx, tenantId);
    const member = await findTeamMember(tx, tenantId, memberUserId);
    if (!member) throw SuperAdminErrors.userNotFound();
    const nameChanges = changedFields(member, { firstName: data.first_name, lastName: data.last_name });
    if (Object.keys(nameChanges).length) {
      await updateUser(tx, memberUserId, { firstName: data.first_name, lastName: data.last_name });
      await recordPlatformAudit(tx, userId, {
        entity: 'user',
        entityId: memberUserId,
        action: 'update',
        changes: nameChanges,
      });
    }
    if (member.role !== data.role) {
      await setMemberRole(tx, tenantId, memberUserId, { role: data.role });
      await recordMembershipAudit(tx, {
        actorId: userId,
        tenantId,
        entry: {
          entity: 'membership',
          entityId: member.membershipId,
          action: 'update',
          summary: `Role changed from ${member.role} to ${data.role}`,
          changes: { userId: memberUserId, role: { from: member.role, to: data.role } },
        },
      });
    }
    return memberView(tx, tenantId, memberUserId);
  });
}
