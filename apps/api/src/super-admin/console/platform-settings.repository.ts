import { eq } from 'drizzle-orm';
import type { PlatformSettings } from '@tradeworks/contracts/super-admin-console';
import type { Tx } from '../../db/client';
import { platformSettings } from '../../db/schema';

/** The one platform settings row (id 1). */
export async function readPlatformSettings(tx: Tx) {
  const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.id, 1));
  // The migration inserts the row; recreate it should someone have deleted it by hand.
  return row ?? (await tx.insert(platformSettings).values({ id: 1 }).returning())[0];
}
export type PlatformSettingsRow = Awaited<ReturnType<typeof readPlatformSettings>>;

export async function writePlatformSettings(tx: Tx, data: PlatformSettings): Promise<PlatformSettingsRow> {
  const [row] = await tx.update(platformSettings).set(data).where(eq(platformSettings.id, 1)).returning();
  return row;
}
