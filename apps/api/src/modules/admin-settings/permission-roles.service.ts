import {
  type PermissionRole,
  type PermissionRoleData,
  type PermissionRolePatch,
} from '@tradeworks/contracts/admin-settings';
import type { PageQuery } from '@tradeworks/contracts/paging';
import { accessFromPermissionList, isAccessWithin } from '@tradeworks/contracts/permissions';
import type { TenantScope } from '../../db/client';
import { AdminSettingsErrors } from './admin-settings.errors';
import type { Page } from '../../http/paging';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { inTenant, type SettingsCtx } from './settings-context';

import {
  countAssignedMembers,
  deleteRole,
  findRole,
  findRoleIdByName,
  insertRole,
  listRoles,
  updateRole,
  type RoleRow,
} from './permission-roles.repository';

const toRole = (row: RoleRow): PermissionRole => ({
  id: row.id,
  role: row.role,
  permissions: row.permissions,
  description: row.description,
  isActive: row.isActive,
  userCount: row.userCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Nobody writes a role that grants more than they have: the way around "no granting above your own role". */
function assertWithinOwnAccess(ctx: SettingsCtx, permissions: string[]): void {
  if (ctx.isSuperAdmin) return;
  if (!isAccessWithin(accessFromPermissionList(permissions), ctx.access)) {
    throw AdminSettingsErrors.roleEscalation();
  }
}

function assertName(role: string): void {
  if (role === 'owner') throw AdminSettingsErrors.roleOwner();
}

async function assertUnique(scope: TenantScope, role: string, exceptId?: string): Promise<void> {
  const id = await findRoleIdByName(scope, role);
  if (id && id !== exceptId) {
    throw AdminSettingsErrors.roleTaken();
  }
}

export function listPermissionRoles(ctx: SettingsCtx & { query: PageQuery }): Promise<Page<PermissionRole>> {
  return inTenant(ctx, async (scope) => {
    const { rows, total } = await listRoles(scope, ctx.query);
    return { items: rows.map(toRole), total };
  });
}

export function createPermissionRole(
  ctx: SettingsCtx & { data: PermissionRoleData },
): Promise<PermissionRole> {
  const { data } = ctx;
  assertName(data.role);
  assertWithinOwnAccess(ctx, data.permissions);
  return inTenant(ctx, async (scope) => {
    await assertUnique(scope, data.role);
    const id = await insertRole(scope, data);
    await recordAudit(scope, {
      entity: 'permission_role',
      entityId: id,
      action: 'create',
      summary: `Role ${data.role} created`,
      changes: { ...data },
    });
    return toRole((await findRole(scope, id))!);
  });
}

export function updatePermissionRole(
  ctx: SettingsCtx & { id: string; data: PermissionRolePatch },
): Promise<PermissionRole> {
  const { data } = ctx;
  if (data.role !== undefined) assertName(data.role);
  if (data.permissions) assertWithinOwnAccess(ctx, data.permissions);
  return inTenant(ctx, async (scope) => {
    const before = await findRole(scope, ctx.id);
    if (!before) throw AdminSettingsErrors.roleNotFound();
    // Editing a role that already grants more than you have is changing a role above your own.
    assertWithinOwnAccess(ctx, before.permissions);
    if (data.role !== undefined) await assertUnique(scope, data.role, ctx.id);
    const changes = changedFields(before, data);
    if (Object.keys(changes).length) {
      await updateRole(scope, ctx.id, data);
      const deactivated = data.isActive === false && before.isActive;
      await recordAudit(scope, {
        entity: 'permission_role',
        entityId: ctx.id,
        action: 'update',
        summary: deactivated
          ? `Role ${before.role} deactivated: its members fall back to their built-in role`
          : `Role ${data.role ?? before.role} updated`,
        changes,
      });
    }
    return toRole((await findRole(scope, ctx.id))!);
  });
}

/** A role still assigned to members is refused; a role named like a built-in one just stops overriding it. */
export function deletePermissionRole(ctx: SettingsCtx & { id: string }): Promise<void> {
  return inTenant(ctx, async (scope) => {
    const before = await findRole(scope, ctx.id);
    if (!before) throw AdminSettingsErrors.roleNotFound();
    assertWithinOwnAccess(ctx, before.permissions);
    const assigned = await countAssignedMembers(scope, ctx.id);
    if (assigned > 0) throw AdminSettingsErrors.roleInUse(assigned);
    await deleteRole(scope, ctx.id);
    await recordAudit(scope, {
      entity: 'permission_role',
      entityId: ctx.id,
      action: 'delete',
      summary: `Role ${before.role} deleted`,
    });
  });
}
