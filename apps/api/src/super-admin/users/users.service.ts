import type { PageQuery } from '@tradeworks/contracts/paging';
import type {
  CreatedPlatformUser,
  PlatformUser,
  PlatformUserTenant,
  UserCreateWithTenantsData,
  UserUpdateData,
} from '@tradeworks/contracts/super-admin';
import type { Database, Tx } from '../../db/client';
import { changedFields, recordPlatformAudit } from '../../platform/audit/audit-log';
import { createInvitationToken, sendInvitation, setPasswordUrl } from '../../platform/auth/invitations';
import { recordMembershipAudit } from '../admin-audit';
import type { Page } from '../../http/paging';
import { SuperAdminErrors } from '../super-admin.errors';
import { deleteMembership, findMembershipById } from '../tenants/tenant-users.repository';
import { findTenantById, findTenantsByIds } from '../tenants/tenants.repository';
import { addMembership, createAccount, hashOptionalPassword } from './user-accounts';
import {
  findUserById,
  isEmailTaken,
  listMembershipsOfUsers,
  listMembershipsPage,
  listUsers,
  setDefaultTenant,
  updateUser,
  type UserMembershipRow,
  type UserRow,
} from './users.repository';
import { isoOrNull } from '../../http/iso-or-null';

/** The spec's platform view of a user (camelCase), with every membership. */
export function toPlatformUser(row: UserRow, memberships: UserMembershipRow[]): PlatformUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl: row.profileImageUrl,
    isSuperAdmin: row.isSuperAdmin,
    currentTenantId: row.currentTenantId,
    createdAt: row.createdAt.toISOString(),
    lastLoginDate: isoOrNull(row.lastLoginAt),
    tenants: memberships.map(toPlatformUserTenant),
  };
}

function toPlatformUserTenant(m: UserMembershipRow): PlatformUserTenant {
  return {
    id: m.id,
    tenantId: m.tenantId,
    tenantName: m.tenantName,
    role: m.role,
    isDefault: m.isDefault,
    joinedAt: m.joinedAt.toISOString(),
  };
}

async function loadPlatformUser(tx: Tx, userId: string): Promise<PlatformUser> {
  const user = await findUserById(tx, userId);
  if (!user) throw SuperAdminErrors.userNotFound();
  return toPlatformUser(user, await listMembershipsOfUsers(tx, [user.id]));
}

export function listPlatformUsers(options: { db: Database; query: PageQuery }): Promise<Page<PlatformUser>> {
  return options.db.platform(async (tx) => {
    const page = await listUsers(tx, options.query);
    const memberships = await listMembershipsOfUsers(
      tx,
      page.rows.map((u) => u.id),
    );
    return {
      items: page.rows.map((u) =>
        toPlatformUser(
          u,
          memberships.filter((m) => m.userId === u.id),
        ),
      ),
      total: page.total,
    };
  });
}

/** A page of the user's tenants, searched on the tenant's name; 404 for no such user. */
export function listPlatformUserTenants(options: {
  db: Database;
  userId: string;
  query: PageQuery;
}): Promise<Page<PlatformUserTenant>> {
  return options.db.platform(async (tx) => {
    if (!(await findUserById(tx, options.userId))) throw SuperAdminErrors.userNotFound();
    const page = await listMembershipsPage(tx, options.userId, options.query);
    return { items: page.rows.map(toPlatformUserTenant), total: page.total };
  });
}

export function getPlatformUser(options: { db: Database; userId: string }): Promise<PlatformUser> {
  return options.db.platform((tx) => loadPlatformUser(tx, options.userId));
}

/**
 * Edits account fields. The default tenant must be one of the user's tenants, except for a super admin,
 * who may enter any tenant. Nobody can take away their own super-admin access (no lock-out).
 */
export function updatePlatformUser(options: {
  db: Database;
  userId: string;
  targetId: string;
  data: UserUpdateData;
}): Promise<PlatformUser> {
  const { db, userId, targetId, data } = options;
  return db.platform(async (tx) => {
    const user = await findUserById(tx, targetId);
    if (!user) throw SuperAdminErrors.userNotFound();
    if (targetId === userId && data.is_super_admin === false) throw SuperAdminErrors.ownSuperAdmin();
    if (await isEmailTaken(tx, data.email, targetId)) throw SuperAdminErrors.emailTaken();
    const isSuperAdmin = data.is_super_admin ?? user.isSuperAdmin;
    const tenantId = data.current_tenant_id;
    if (tenantId && tenantId !== user.currentTenantId) {
      if (!(await findTenantById(tx, tenantId)))
        throw SuperAdminErrors.invalidTenantChoice('current_tenant_id', 'Tenant not found');
      const memberOf = (await listMembershipsOfUsers(tx, [targetId])).some((m) => m.tenantId === tenantId);
      if (!memberOf && !isSuperAdmin) {
        throw SuperAdminErrors.invalidTenantChoice(
          'current_tenant_id',
          "The default tenant must be one of the user's tenants",
        );
      }
    }
    const changes = changedFields(user, {
      email: data.email,
      firstName: data.first_name,
      lastName: data.last_name,
      isSuperAdmin: data.is_super_admin,
      currentTenantId: tenantId,
    });
    if (!Object.keys(changes).length) return loadPlatformUser(tx, targetId);
    const { currentTenantId: tenantChange, ...fieldChanges } = changes;
    if (Object.keys(fieldChanges).length) {
      await updateUser(
        tx,
        targetId,
        Object.fromEntries(Object.entries(fieldChanges).map(([k, v]) => [k, v.to])),
      );
    }
    if (tenantChange) await setDefaultTenant(tx, targetId, tenantId);
    await recordPlatformAudit(tx, userId, { entity: 'user', entityId: targetId, action: 'update', changes });
    return loadPlatformUser(tx, targetId);
  });
}

/**
 * Creates an account with memberships in active tenants. Without a password: the invitation goes through
 * the first assigned tenant's outbox, or, with no tenant (no outbox to send from), the link is returned.
 */
export async function createUserWithTenants(options: {
  db: Database;
  userId: string;
  data: UserCreateWithTenantsData;
  baseUrl: string;
}): Promise<CreatedPlatformUser> {
  const { db, userId, data } = options;
  const passwordHash = await hashOptionalPassword(data.password);
  return db.platform(async (tx) => {
    const assigned = data.tenant_assignments;
    const found = new Map(
      (
        await findTenantsByIds(
          tx,
          assigned.map((a) => a.tenant_id),
        )
      ).map((t) => [t.id, t]),
    );
    assigned.forEach((a, i) => {
      const tenant = found.get(a.tenant_id);
      const field = `tenant_assignments.${i}.tenant_id`;
      if (!tenant) throw SuperAdminErrors.invalidTenantChoice(field, 'Tenant not found');
      if (tenant.status !== 'active')
        throw SuperAdminErrors.invalidTenantChoice(
          field,
          `${tenant.name} is not active; only active tenants can be assigned`,
        );
    });
    const first = assigned.length ? found.get(assigned[0].tenant_id)! : null;
    const user = await createAccount(tx, {
      actorId: userId,
      data: {
        email: data.email,
        firstName: data.first_name,
        lastName: data.last_name,
        isSuperAdmin: data.is_super_admin,
        passwordHash,
        currentTenantId: first?.id ?? null,
      },
    });
    for (const [i, a] of assigned.entries()) {
      await addMembership(tx, {
        actorId: userId,
        tenantId: a.tenant_id,
        userId: user.id,
        role: a.role,
        isDefault: i === 0,
      });
    }
    let invitationUrl: string | undefined;
    if (!passwordHash && first) {
      await sendInvitation(tx, {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        tenantId: first.id,
        tenantName: first.name,
        baseUrl: options.baseUrl,
      });
    } else if (!passwordHash) {
      invitationUrl = setPasswordUrl(options.baseUrl, await createInvitationToken(tx, user.id));
    }
    const view = await loadPlatformUser(tx, user.id);
    return {
      ...view,
      invitationSent: Boolean(!passwordHash && first),
      ...(invitationUrl ? { invitationUrl } : {}),
    };
  });
}

/** Removes one tenant assignment; if it was the user's default, the user is left without one. */
export function removeMembership(options: {
  db: Database;
  userId: string;
  membershipId: string;
}): Promise<void> {
  const { db, userId, membershipId } = options;
  return db.platform(async (tx) => {
    const membership = await findMembershipById(tx, membershipId);
    if (!membership) throw SuperAdminErrors.membershipNotFound();
    await deleteMembership(tx, membership.tenantId, membership.id);
    const user = await findUserById(tx, membership.userId);
    if (user?.currentTenantId === membership.tenantId && !user.isSuperAdmin) {
      await updateUser(tx, user.id, { currentTenantId: null });
    }
    await recordMembershipAudit(tx, {
      actorId: userId,
      tenantId: membership.tenantId,
      entry: {
        entity: 'membership',
        entityId: membership.id,
        action: 'delete',
        summary: `User removed (was ${membership.role})`,
        changes: { userId: membership.userId, role: membership.role },
      },
    });
  });
}
