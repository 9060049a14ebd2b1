import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import journal from './migrations/meta/_journal.json';
import { openDatabase, type Database } from './client';
import { runMigrations } from './migrate';
import { createScratchDatabase, type ScratchDatabase } from '../test/postgres-scratch';

// Replicas starting together against one PostgreSQL database: the advisory lock makes them migrate one
// after the other. (PGlite has one process per data directory, so there is nothing to race.)
describe.skipIf(!process.env.DATABASE_URL)('runMigrations on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  const dbs: Database[] = [];
  beforeAll(async () => {
    scratch = await createScratchDatabase('tw_migrate_lock');
  });
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.close()));
    await scratch.drop();
  });

  it('lets three migrators start at once on an empty database; each migration is applied exactly once', async () => {
    for (let i = 0; i < 3; i++) dbs.push(await openDatabase({ databaseUrl: scratch.url, poolSize: 2 }));
    await Promise.all(dbs.map((db) => runMigrations(db)));

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query('select hash from drizzle.__drizzle_migrations order by id');
      expect(rows).toHaveLength(journal.entries.length);
      const locks = await client.query("select count(*)::int as n from pg_locks where locktype = 'advisory'");
      expect(locks.rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
    // A later start finds nothing to do.
    await runMigrations(dbs[0]);
  });
});
