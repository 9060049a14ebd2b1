import { eq } from 'drizzle-orm';
import type { PersonalSettings } from '@tradeworks/contracts/personal-settings';
import type { Database } from '../../db/client';
import { userSettings } from '../../db/schema';
import { changedFields, recordPlatformAudit } from '../../platform/audit/audit-log';
import { toSettings } from './personal-settings-view';

export async function getPersonalSettings(options: {
  db: Database;
  userId: string;
}): Promise<PersonalSettings> {
  const row = await options.db.platform((tx) =>
    tx.query.userSettings.findFirst({ where: eq(userSettings.userId, options.userId) }),
  );
  return toSettings(row);
}

export async function savePersonalSettings(options: {
  db: Database;
  userId: string;
  data: PersonalSettings;
}) {
  const { db, userId, data } = options;
  return db.platform(async (tx) => {
    const previous = toSettings(
      await tx.query.userSettings.findFirst({ where: eq(userSettings.userId, userId) }),
    );
    const [row] = await tx
      .insert(userSettings)
      .values({ userId, ...data })
      .onConflictDoUpdate({ target: userSettings.userId, set: { ...data, updatedAt: new Date() } })
      .returning();
    await recordPlatformAudit(tx, userId, {
      entity: 'user_settings',
      entityId: userId,
      action: 'update',
      changes: changedFields(previous, data),
    });
    return toSettings(row);
  });
}
