import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  generalValueError,
  type GeneralSetting,
  type GeneralSettingData,
  type GeneralSettingPatch,
} from '@tradeworks/contracts/admin-settings';
import type { PageQuery } from '@tradeworks/contracts/paging';
import type { TenantScope } from '../../db/client';
import { generalSettings } from '../../db/schema';
import { AdminSettingsErrors } from './admin-settings.errors';
import type { Page } from '../../http/paging';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { containsPattern } from '../../http/paging';
import { canEditSettings, inTenant, type SettingsCtx } from './settings-context';

type Row = typeof generalSettings.$inferSelect;

const toSetting = (row: Row): GeneralSetting => ({
  id: row.id,
  settingKey: row.settingKey,
  settingValue: row.settingValue,
  settingType: row.settingType,
  category: row.category,
  description: row.description,
  isPublic: row.isPublic,
  updatedAt: row.updatedAt.toISOString(),
});

async function findByKey(scope: TenantScope, key: string): Promise<Row | undefined> {
  const [row] = await scope.tx
    .select()
    .from(generalSettings)
    .where(and(eq(generalSettings.tenantId, scope.tenantId), eq(generalSettings.settingKey, key)));
  return row;
}

/** Settings editors see every setting; other members only the public ones. Ordered by category, then key. */
export function listGeneralSettings(ctx: SettingsCtx & { query: PageQuery }): Promise<Page<GeneralSetting>> {
  return inTenant(ctx, async ({ tx, tenantId }) => {
    const pattern = ctx.query.search ? containsPattern(ctx.query.search) : null;
    const where = and(
      eq(generalSettings.tenantId, tenantId),
      canEditSettings(ctx) ? undefined : eq(generalSettings.isPublic, true),
      pattern
        ? sql`(${generalSettings.settingKey} ilike ${pattern} or ${generalSettings.category} ilike ${pattern})`
        : undefined,
    );
    const rows = await tx
      .select()
      .from(generalSettings)
      .where(where)
      .orderBy(asc(sql`coalesce(${generalSettings.category}, '')`), asc(generalSettings.settingKey))
      .limit(ctx.query.limit)
      .offset(ctx.query.offset);
    const [{ total }] = await tx.select({ total: count() }).from(generalSettings).where(where);
    return { items: rows.map(toSetting), total };
  });
}

export function createGeneralSetting(
  ctx: SettingsCtx & { data: GeneralSettingData },
): Promise<GeneralSetting> {
  return inTenant(ctx, async (scope) => {
    if (await findByKey(scope, ctx.data.settingKey)) {
      throw AdminSettingsErrors.settingTaken();
    }
    const [row] = await scope.tx
      .insert(generalSettings)
      .values({ tenantId: scope.tenantId, ...ctx.data })
      .returning();
    await recordAudit(scope, {
      entity: 'general_setting',
      entityId: row.id,
      action: 'create',
      summary: `Setting ${row.settingKey} created`,
      changes: { ...ctx.data },
    });
    return toSetting(row);
  });
}

/** The value is checked against the setting's stored type (a number stays a number). */
export function updateGeneralSetting(
  ctx: SettingsCtx & { settingKey: string; data: GeneralSettingPatch },
): Promise<GeneralSetting> {
  return inTenant(ctx, async (scope) => {
    const before = await findByKey(scope, ctx.settingKey);
    if (!before) throw AdminSettingsErrors.settingNotFound();
    if (ctx.data.settingValue !== undefined) {
      const error = generalValueError(before.settingType, ctx.data.settingValue);
      if (error) throw AdminSettingsErrors.settingValueInvalid(error);
    }
    const changes = changedFields(before, ctx.data);
    if (!Object.keys(changes).length) return toSetting(before);
    const [row] = await scope.tx
      .update(generalSettings)
      .set({ ...ctx.data, updatedAt: new Date() })
      .where(and(eq(generalSettings.tenantId, scope.tenantId), eq(generalSettings.id, before.id)))
      .returning();
    await recordAudit(scope, {
      entity: 'general_setting',
      entityId: row.id,
      action: 'update',
      summary: `Setting ${row.settingKey} updated`,
      changes,
    });
    return toSetting(row);
  });
}

export function deleteGeneralSetting(ctx: SettingsCtx & { settingKey: string }): Promise<void> {
  return inTenant(ctx, async (scope) => {
    const before = await findByKey(scope, ctx.settingKey);
    if (!before) throw AdminSettingsErrors.settingNotFound();
    await scope.tx
      .delete(generalSettings)
      .where(and(eq(generalSettings.tenantId, scope.tenantId), eq(generalSettings.id, before.id)));
    await recordAudit(scope, {
      entity: 'general_setting',
      entityId: before.id,
      action: 'delete',
      summary: `Setting ${before.settingKey} deleted`,
    });
  });
}
