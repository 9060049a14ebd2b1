import { eq } from 'drizzle-orm';
import type { PlatformSettings, PlatformSettingsView } from '@tradeworks/contracts/super-admin-console';
import type { Database, Tx } from '../../db/client';
import { platformSettings } from '../../db/schema';
import { changedFields, recordPlatformAudit } from '../../platform/audit/audit-log';

export async function readPlatformSettings(tx: Tx) {
  const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.id, 1));
  // The migration inserts the row; recreate it should someone have deleted it by hand.
  return row ?? (await tx.insert(platformSettings).values({ id: 1 }).returning())[0];
}

function toView(
  row: Awaited<ReturnType<typeof readPlatformSettings>>,
  defaultEmailFrom: string,
): PlatformSettingsView {
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
    const [row] = await tx.update(platformSettings).set(data).where(eq(platformSettings.id, 1)).returning();
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
