import type { PersonalSettings } from '@tradeworks/contracts/personal-settings';
import type { Database } from '../../db/client';
import { changedFields, recordPlatformAudit } from '../../platform/audit/audit-log';
import { toSettings } from './personal-settings-view';
import { findUserSettings, upsertUserSettings } from './personal-settings.repository';

export async function getPersonalSettings(options: {
  db: Database;
  userId: string;
}): Promise<PersonalSettings> {
  const row = await options.db.platform((tx) => findUserSettings(tx, options.userId));
  return toSettings(row);
}

export async function savePersonalSettings(options: {
  db: Database;
  userId: string;
  data: PersonalSettings;
}) {
  const { db, userId, data } = options;
  return db.platform(async (tx) => {
    const previous = toSettings(await findUserSettings(tx, userId));
    const row = await upsertUserSettings(tx, userId, data);
    await recordPlatformAudit(tx, userId, {
      entity: 'user_settings',
      entityId: userId,
      action: 'update',
      changes: changedFields(previous, data),
    });
    return toSettings(row);
  });
}
