import type { OrganizationTimeZone } from '@tradeworks/contracts/admin-settings';
import { recordAudit } from '../../platform/audit/audit-log';
import { effectiveTimeZone } from '../../platform/tenant-clock';
import { countUpcomingJobs } from '../dispatching/public';
import {
  findSettingByKey,
  findTenantRecordZone,
  insertSetting,
  updateSetting,
} from './general-settings.repository';
import { inTenant, type SettingsCtx } from './settings-context';
import type { TenantScope } from '../../db/client';

const KEY = 'timezone';

async function read(scope: TenantScope): Promise<OrganizationTimeZone> {
  const setting = await findSettingByKey(scope, KEY);
  const stored = setting?.settingValue ?? (await findTenantRecordZone(scope));
  const timeZone = effectiveTimeZone(stored);
  return {
    timeZone,
    chosen: stored !== null && timeZone === stored.trim(),
    upcomingJobs: await countUpcomingJobs(scope),
  };
}

/** The organization's zone, whether it was chosen, and how many open jobs lie ahead (the Company tab). */
export function getOrganizationTimeZone(ctx: SettingsCtx): Promise<OrganizationTimeZone> {
  return inTenant(ctx, read);
}

/** Sets the zone (the general setting `timezone`, created on first use), audited. */
export function setOrganizationTimeZone(
  ctx: SettingsCtx & { timeZone: string },
): Promise<OrganizationTimeZone> {
  return inTenant(ctx, async (scope) => {
    const before = await findSettingByKey(scope, KEY);
    if (before?.settingValue === ctx.timeZone) return read(scope);
    const row = before
      ? await updateSetting(scope, before.id, {
          settingValue: ctx.timeZone,
          category: before.category,
          description: before.description,
        })
      : await insertSetting(scope, {
          settingKey: KEY,
          settingValue: ctx.timeZone,
          settingType: 'text',
          category: 'general',
          description: "The organization's time zone (IANA)",
          isPublic: false,
        });
    await recordAudit(scope, {
      entity: 'general_setting',
      entityId: row.id,
      action: before ? 'update' : 'create',
      summary: `Time zone set to ${ctx.timeZone}`,
      changes: { timezone: { from: before?.settingValue ?? null, to: ctx.timeZone } },
    });
    return read(scope);
  });
}
