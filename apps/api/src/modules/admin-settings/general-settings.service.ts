import {
  generalValueError,
  type GeneralSetting,
  type GeneralSettingData,
  type GeneralSettingPatch,
} from '@tradeworks/contracts/admin-settings';
import type { PageQuery } from '@tradeworks/contracts/paging';
import { AdminSettingsErrors } from './admin-settings.errors';
import type { Page } from '../../http/paging';
import { changedFields, recordAudit } from '../../platform/audit/audit-log';
import { canEditSettings, inTenant, type SettingsCtx } from './settings-context';

import {
  deleteSetting,
  findSettingByKey,
  insertSetting,
  listSettings,
  updateSetting,
  type GeneralSettingRow,
} from './general-settings.repository';

const toSetting = (row: GeneralSettingRow): GeneralSetting => ({
  id: row.id,
  settingKey: row.settingKey,
  settingValue: row.settingValue,
  settingType: row.settingType,
  category: row.category,
  description: row.description,
  isPublic: row.isPublic,
  updatedAt: row.updatedAt.toISOString(),
});

/** Settings editors see every setting; other members only the public ones. Ordered by category, then key. */
export function listGeneralSettings(ctx: SettingsCtx & { query: PageQuery }): Promise<Page<GeneralSetting>> {
  return inTenant(ctx, async (scope) => {
    const { rows, total } = await listSettings(scope, ctx.query, !canEditSettings(ctx));
    return { items: rows.map(toSetting), total };
  });
}

export function createGeneralSetting(
  ctx: SettingsCtx & { data: GeneralSettingData },
): Promise<GeneralSetting> {
  return inTenant(ctx, async (scope) => {
    if (await findSettingByKey(scope, ctx.data.settingKey)) {
      throw AdminSettingsErrors.settingTaken();
    }
    const row = await insertSetting(scope, ctx.data);
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
    const before = await findSettingByKey(scope, ctx.settingKey);
    if (!before) throw AdminSettingsErrors.settingNotFound();
    if (ctx.data.settingValue !== undefined) {
      const error = generalValueError(before.settingType, ctx.data.settingValue, before.settingKey);
      if (error) throw AdminSettingsErrors.settingValueInvalid(error);
    }
    const changes = changedFields(before, ctx.data);
    if (!Object.keys(changes).length) return toSetting(before);
    const row = await updateSetting(scope, before.id, ctx.data);
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
    const before = await findSettingByKey(scope, ctx.settingKey);
    if (!before) throw AdminSettingsErrors.settingNotFound();
    await deleteSetting(scope, before.id);
    await recordAudit(scope, {
      entity: 'general_setting',
      entityId: before.id,
      action: 'delete',
      summary: `Setting ${before.settingKey} deleted`,
    });
  });
}
