/**
 * `npm run backup -- FILE [--include-key]` / `npm run restore -- FILE`: backups of the embedded database in
 * DATA_DIR. With DATABASE_URL set, PostgreSQL's own pg_dump/pg_restore are the tools
 * (docs/operations/backups.md). The master key stays out of a backup unless --include-key is given.
 */
import path from 'node:path';
import { loadEnv, resolveUserPath } from './env';
import { backupEmbedded, restoreEmbedded } from './platform/backup/embedded-backup';
import { KEY_FILE_NAME } from './platform/secrets/master-key';

const args = process.argv.slice(2);
const includeKey = args.includes('--include-key');
const [command, file] = args.filter((arg) => arg !== '--include-key');

function fail(message: string): never {
  console.error(`npm run ${command ?? 'backup'}: ${message}`);
  process.exit(1);
}

if ((command !== 'backup' && command !== 'restore') || !file) {
  fail('usage: npm run backup -- FILE [--include-key]  |  npm run restore -- FILE');
}
const env = loadEnv();
if (env.DATABASE_URL) {
  fail(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump --format=custom and restore with pg_restore ' +
      '(docs/operations/backups.md). This command is for the embedded database in DATA_DIR.',
  );
}
const dataDir = resolveUserPath(env.DATA_DIR);
const target = resolveUserPath(file);
try {
  if (command === 'backup') {
    const source = await backupEmbedded(dataDir, target, { includeKey });
    console.log(
      `Backed up ${dataDir} to ${target} (${source === 'server' ? 'from the running server' : 'no server was running'}; owner-only, mode 0600).`,
    );
    if (includeKey) {
      console.warn(
        'WARNING: this backup CONTAINS THE MASTER KEY (secret.key). Anyone who can read the file can decrypt ' +
          'every stored integration key and SMTP password in it. Keep it apart from ordinary backups.',
      );
    } else if (!env.APP_SECRET_KEY) {
      console.log(
        `The master key (${path.join(dataDir, KEY_FILE_NAME)}) is not in the backup: keep a copy of it somewhere ` +
          'safe, or restored integration keys and SMTP passwords cannot be read (--include-key puts it in).',
      );
    }
  } else {
    const keptAs = await restoreEmbedded(dataDir, target);
    console.log(`Restored ${path.basename(target)} into ${dataDir}.`);
    if (keptAs)
      console.log(`The previous database was kept as ${keptAs}; delete it when you no longer need it.`);
    console.log('Start the server: it applies any migrations newer than the backup.');
  }
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
