import { eq } from 'drizzle-orm';
import type { PersonalSettings } from '@tradeworks/contracts/personal-settings';
import type { Tx } from '../../db/client';
import { userSettings } from '../../db/schema';

/** The user's own settings row; none until they first save. */
export function findUserSettings(tx: Tx, userId: string) {
  return tx.query.userSettings.findFirst({ where: eq(userSettings.userId, userId) });
}

/** Writes the whole settings row (created on the first save). */
export async function upsertUserSettings(tx: Tx, userId: string, data: PersonalSettings) {
  const [row] = await tx
    .insert(userSettings)
    .values({ userId, ...data })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...data, updatedAt: new Date() } })
    .returning();
  return row;
}
