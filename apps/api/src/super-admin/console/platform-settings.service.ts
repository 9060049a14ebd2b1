import type { PlatformSettings, PlatformSettingsView } from '@tradeworks/contracts/super-admin-console';
import type { Database } from '../../db/client';
import { changedFields, recordPlatformAudit } from '../../platform/audit/audit-log';
import {
  readPlatformSettings,
  writePlatformSettings,
  type PlatformSettingsRow,
} from './platform-settings.repository';

function toView(row: PlatformSettingsRow, defaultEmailFrom: string): PlatformSettingsView {
  return {
    defaultPlan: row.defaultPlan,
    superAdminTenantAccess: row.superAdminTenantAccess,
    emailFrom: row.emailFrom,
    defaultEmailFrom,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function getPlatformSettings(db: Database, defaultEmailFrom: string): Promise<PlatformSettingsView> {
  return db.platform(async (tx) => toView(await readPlatformSettings(tx), defaultEmailFrom));
}

export function updatePlatformSettings(options: {
  db: Database;
  userId: string;
  data: PlatformSettings;
  defaultEmailFrom: string;
}): Promise<PlatformSettingsView> {
  const { db, userId, data, defaultEmailFrom } = options;
  return db.platform(async (tx) => {
    const current = await readPlatformSettings(tx);
    const changes = changedFields(current, data);
    if (!Object.keys(changes).length) return toView(current, defaultEmailFrom);
    const row = await writePlatformSettings(tx, data);
    await recordPlatformAudit(tx, userId, {
      entity: 'platform_settings',
      entityId: '1',
      action: 'update',
      summary: 'Platform settings changed',
      changes,
    });
    return toView(row, defaultEmailFrom);
  });
}
