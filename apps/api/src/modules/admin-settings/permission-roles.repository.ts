import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PermissionRoleData, PermissionRolePatch } from '@tradeworks/contracts/admin-settings';
import type { PageQuery } from '@tradeworks/contracts/paging';
import type { TenantScope } from '../../db/client';
import { memberships, permissionRoles } from '../../db/schema';
import { containsPattern } from '../../http/paging';

/** Members a role applies to: assigned by id, or (for a role named like a built-in one) holding that role. */
const userCount = sql<number>`(
  select count(*)::int from memberships m
  where m.tenant_id = permission_roles.tenant_id
    and (m.custom_role_id = permission_roles.id
      or (m.custom_role_id is null and m.role::text = permission_roles.role)))`;

const roleColumns = { ...getTableColumns(permissionRoles), userCount };

export async function findRole(scope: TenantScope, id: string) {
  const [row] = await scope.tx
    .select(roleColumns)
    .from(permissionRoles)
    .where(and(eq(permissionRoles.tenantId, scope.tenantId), eq(permissionRoles.id, id)));
  return row;
}
export type RoleRow = NonNullable<Awaited<ReturnType<typeof findRole>>>;

/** The id of the tenant's role with this name, if any. */
export async function findRoleIdByName(scope: TenantScope, role: string): Promise<string | undefined> {
  const [row] = await scope.tx
    .select({ id: permissionRoles.id })
    .from(permissionRoles)
    .where(and(eq(permissionRoles.tenantId, scope.tenantId), eq(permissionRoles.role, role)));
  return row?.id;
}

/** One page of the tenant's roles by name, searched on the name. */
export async function listRoles(scope: TenantScope, query: PageQuery) {
  const where = and(
    eq(permissionRoles.tenantId, scope.tenantId),
    query.search ? sql`${permissionRoles.role} ilike ${containsPattern(query.search)}` : undefined,
  );
  const rows = await scope.tx
    .select(roleColumns)
    .from(permissionRoles)
    .where(where)
    .orderBy(asc(permissionRoles.role))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await scope.tx.select({ total: count() }).from(permissionRoles).where(where);
  return { rows, total };
}

export async function insertRole(scope: TenantScope, data: PermissionRoleData): Promise<string> {
  const [row] = await scope.tx
    .insert(permissionRoles)
    .values({ tenantId: scope.tenantId, ...data })
    .returning({ id: permissionRoles.id });
  return row.id;
}

export async function updateRole(scope: TenantScope, id: string, data: PermissionRolePatch): Promise<void> {
  await scope.tx
    .update(permissionRoles)
    .set({ ...data, updatedAt: new Date() })
    .where(and(eq(permissionRoles.tenantId, scope.tenantId), eq(permissionRoles.id, id)));
}

export async function deleteRole(scope: TenantScope, id: string): Promise<void> {
  await scope.tx
    .delete(permissionRoles)
    .where(and(eq(permissionRoles.tenantId, scope.tenantId), eq(permissionRoles.id, id)));
}

/** How many members have the role assigned by id. */
export async function countAssignedMembers(scope: TenantScope, roleId: string): Promise<number> {
  const [{ assigned }] = await scope.tx
    .select({ assigned: count() })
    .from(memberships)
    .where(and(eq(memberships.tenantId, scope.tenantId), eq(memberships.customRoleId, roleId)));
  return assigned;
}
