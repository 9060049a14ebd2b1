import type { AccessTable } from '@tradeworks/contracts/permissions';
import { hasAccess } from '@tradeworks/contracts/permissions';
import type { TenantScope } from '../../db/client';
import type { TenantContext } from '../../http/route';

/** What every admin-settings service takes: the tenant, the user and their effective access. */
export interface SettingsCtx extends TenantContext {
  access: AccessTable;
  isSuperAdmin: boolean;
}

export const canEditSettings = (ctx: SettingsCtx) =>
  ctx.isSuperAdmin || hasAccess(ctx.access, 'settings', 'edit');

export const inTenant = <T>(ctx: TenantContext, fn: (scope: TenantScope) => Promise<T>): Promise<T> =>
  ctx.db.tenant({ tenantId: ctx.tenantId, userId: ctx.userId }, fn);
