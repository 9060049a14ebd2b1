import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Advisory lock key of the migrations (any constant shared by every process of the app). */
export const MIGRATION_LOCK_KEY = 7_130_001;

/**
 * Applies the committed SQL migrations; the same folder serves PGlite and PostgreSQL. Under an advisory
 * lock, so replicas starting together migrate one after the other: the first applies, the rest find
 * nothing left to do (drizzle's migrator reads the applied list before its transaction, so two at once
 * would both try to apply the same migrations).
 */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  await database.exclusive(MIGRATION_LOCK_KEY, async () => {
    if (database.engine === 'pglite') {
      await migratePglite(database.owner as unknown as PgliteDatabase, config);
    } else {
      await migrateNodePg(database.owner as unknown as NodePgDatabase, config);
    }
  });
}
