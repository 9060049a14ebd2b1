import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedDemoData } from '../../db/seed/demo-seed';
import { KEY_FILE_NAME } from '../secrets/master-key';
import {
  backupEmbedded,
  backupHasMasterKey,
  backupSocketPath,
  restoreEmbedded,
  serveBackups,
} from './embedded-backup';

/** Files and directories under `dir` that anyone but the owner may read, write or enter. */
function widerThanOwner(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isSymbolicLink())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => statSync(file).mode & 0o077);
}

/** Row count and a hash of every row of every table (PGlite's user is a superuser: RLS does not hide rows). */
async function tableFingerprints(db: Database): Promise<Record<string, string>> {
  const pglite = db.pglite!;
  const tables = await pglite.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
     where schemaname in ('public', 'drizzle') order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = await pglite.query<{ n: number; hash: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash from ${name} t`,
    );
    result[name] = `${rows[0].n} rows ${rows[0].hash}`;
  }
  return result;
}

// The embedded database only: the PGlite run of the suite covers it (PostgreSQL uses pg_dump,
// docs/operations/backups.md).
describe.skipIf(!!process.env.DATABASE_URL)('backup and restore of the embedded database', () => {
  let dir: string;
  let dataDir: string;
  let db: Database;
  let before: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tw-backup-'));
    dataDir = path.join(dir, 'data');
    // The migrated test template unpacked into a real directory (a fresh initdb would take far longer).
    db = await openDatabase({
      dataDir,
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath')!)]),
    });
    await runMigrations(db);
    await seedDemoData(db);
    // Where the server keeps its generated master key when APP_SECRET_KEY is not set.
    writeFileSync(path.join(dataDir, KEY_FILE_NAME), 'the installation key\n', { mode: 0o600 });
  }, 180_000);
  afterAll(async () => {
    await db?.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up the running server through its socket, waiting for an open transaction to commit', async () => {
    const backups = await serveBackups(db.pglite!, dataDir);
    try {
      // A transaction half done when the backup is asked for: the dump waits for its commit.
      const transaction = db.pglite!.transaction(async (tx) => {
        await tx.exec('create table backup_probe (n int); insert into backup_probe values (1)');
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.exec('insert into backup_probe values (2)');
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await backupEmbedded(dataDir, path.join(dir, 'live.tar.gz'))).toBe('server');
      await transaction;
      before = await tableFingerprints(db);

      // Restoring over the directory of a running server is refused.
      await expect(restoreEmbedded(dataDir, path.join(dir, 'live.tar.gz'))).rejects.toThrow(
        `A server is running on ${dataDir}; stop it before restoring`,
      );
    } finally {
      await backups.close();
    }
    expect(existsSync(backupSocketPath(dataDir))).toBe(false);
  }, 120_000);

  it('keeps the data directory owner-only (0700 directories, 0600 files), also after writes', async () => {
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(widerThanOwner(dataDir)).toEqual([]);
  });

  it('writes the backup 0600 and leaves the master key out unless asked for', async () => {
    const live = path.join(dir, 'live.tar.gz');
    expect(statSync(live).mode & 0o777).toBe(0o600);
    expect(await backupHasMasterKey(live)).toBe(false);

    // An older, wider file of the same name is narrowed too.
    const withKey = path.join(dir, 'with-key.tar.gz');
    writeFileSync(withKey, 'old', { mode: 0o644 });
    await backupEmbedded(dataDir, withKey, { includeKey: true });
    expect(statSync(withKey).mode & 0o777).toBe(0o600);
    expect(await backupHasMasterKey(withKey)).toBe(true);
  }, 120_000);

  it('restores into a fresh directory with every table equal', async () => {
    const fresh = path.join(dir, 'restored');
    expect(await restoreEmbedded(fresh, path.join(dir, 'live.tar.gz'))).toBeNull();
    expect(existsSync(path.join(fresh, KEY_FILE_NAME))).toBe(false);
    const restored = await openDatabase({ dataDir: fresh });
    try {
      const after = await tableFingerprints(restored);
      expect(after).toEqual(before);
      expect(after['public.backup_probe']).toMatch(/^2 rows /);
      // The seed really is in it, not just empty tables.
      expect(Number(after['public.clients'].split(' ')[0])).toBeGreaterThan(10);
      expect(Number(after['public.invoices'].split(' ')[0])).toBeGreaterThan(5);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('backs up a stopped database from its directory; restore keeps the replaced directory aside', async () => {
    await db.close();
    const file = path.join(dir, 'offline.tar.gz');
    expect(await backupEmbedded(dataDir, file)).toBe('directory');
    const keptAs = await restoreEmbedded(dataDir, file);
    expect(keptAs).toMatch(/data\.before-restore-/);
    expect(existsSync(keptAs!)).toBe(true);
    // The backup had no key: the installation keeps its own from the directory set aside, owner-only.
    const key = path.join(dataDir, KEY_FILE_NAME);
    expect(readFileSync(key, 'utf8')).toBe('the installation key\n');
    expect(statSync(key).mode & 0o777).toBe(0o600);
    db = await openDatabase({ dataDir });
    expect(await tableFingerprints(db)).toEqual(before);
    expect(widerThanOwner(dataDir)).toEqual([]);
  }, 120_000);
});
