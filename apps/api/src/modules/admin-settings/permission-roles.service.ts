import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  type PermissionRole,
  type PermissionRoleData,
  type PermissionRolePatch,
} from '@tradeworks/contracts/admin-settings';
import type { PageQuery } from '@tradeworks/contracts/paging';
import { accessFromPermissionList, isAccessWithin } from '@tradeworks/contracts/permissions';
import type { TenantScope } from '../../db/client';
import { memberships, permissionRoles } from '../../db/schema';
import { AdminSettingsErrors } from './admin-settings.errors';
import type { Page } from '../../http/paging';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { containsPattern } from '../../http/paging';
import { inTenant, type SettingsCtx } from './settings-context';

type RoleRow = typeof permissionRoles.$inferSelect;

/** Members a role applies to: assigned by id, or (for a role named like a built-in one) holding that role. */
const userCount = sql<number>`(
  select count(*)::int from memberships m
  where m.tenant_id = permission_roles.tenant_id
    and (m.custom_role_id = permission_roles.id
      or (m.custom_role_id is null and m.role::text = permission_roles.role)))`;

const toRole = (row: RoleRow & { userCount: number }): PermissionRole => ({
  id: row.id,
  role: row.role,
  permissions: row.permissions,
  description: row.description,
  isActive: row.isActive,
  userCount: row.userCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function findRole(scope: TenantScope, id: string) {
  const [row] = await scope.tx
    .select({ ...getTableColumns(permissionRoles), userCount })
    .from(permissionRoles)
    .where(and(eq(permissionRoles.tenantId, scope.tenantId), eq(permissionRoles.id, id)));
  return row;
}

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
  const [row] = await scope.tx
    .select({ id: permissionRoles.id })
    .from(permissionRoles)
    .where(and(eq(permissionRoles.tenantId, scope.tenantId), eq(permissionRoles.role, role)));
  if (row && row.id !== exceptId) {
    throw AdminSettingsErrors.roleTaken();
  }
}

export function listPermissionRoles(ctx: SettingsCtx & { query: PageQuery }): Promise<Page<PermissionRole>> {
  return inTenant(ctx, async ({ tx, tenantId }) => {
    const where = and(
      eq(permissionRoles.tenantId, tenantId),
      ctx.query.search ? sql`${permissionRoles.role} ilike ${containsPattern(ctx.query.search)}` : undefined,
    );
    const rows = await tx
      .select({ ...getTableColumns(permissionRoles), userCount })
      .from(permissionRoles)
      .where(where)
      .orderBy(asc(permissionRoles.role))
      .limit(ctx.query.limit)
      .offset(ctx.query.offset);
    const [{ total }] = await tx.select({ total: count() }).from(permissionRoles).where(where);
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
    const [row] = await scope.tx
      .insert(permissionRoles)
      .values({ tenantId: scope.tenantId, ...data })
      .returning({ id: permissionRoles.id });
    await recordAudit(scope, {
      entity: 'permission_role',
      entityId: row.id,
      action: 'create',
      summary: `Role ${data.role} created`,
      changes: { ...data },
    });
    return toRole((await findRole(scope, row.id))!);
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
      await scope.tx
        .update(permissionRoles)
        .set({ ...data, updatedAt: new Date() })
        .where(and(eq(permissionRoles.tenantId, scope.tenantId), eq(permissionRoles.id, ctx.id)));
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
    const [{ assigned }] = await scope.tx
      .select({ assigned: count() })
      .from(memberships)
      .where(and(eq(memberships.tenantId, scope.tenantId), eq(memberships.customRoleId, ctx.id)));
    if (assigned > 0) throw AdminSettingsErrors.roleInUse(assigned);
    await scope.tx
      .delete(permissionRoles)
      .where(and(eq(permissionRoles.tenantId, scope.tenantId), eq(permissionRoles.id, ctx.id)));
    await recordAudit(scope, {
      entity: 'permission_role',
      entityId: ctx.id,
      action: 'delete',
      summary: `Role ${before.role} deleted`,
    });
  });
}
