/**
 * `npm run backup -- FILE` / `npm run restore -- FILE`: backups of the embedded database in DATA_DIR.
 * With DATABASE_URL set, PostgreSQL's own pg_dump/pg_restore are the tools (docs/operations/backups.md).
 */
import path from 'node:path';
import { loadEnv, resolveUserPath } from './env';
import { backupEmbedded, restoreEmbedded } from './platform/backup/embedded-backup';

const [command, file] = process.argv.slice(2);

function fail(message: string): never {
  console.error(`npm run ${command ?? 'backup'}: ${message}`);
  process.exit(1);
}

if ((command !== 'backup' && command !== 'restore') || !file) {
  fail('usage: npm run backup -- FILE  |  npm run restore -- FILE');
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
    const source = await backupEmbedded(dataDir, target);
    console.log(
      `Backed up ${dataDir} to ${target} (${source === 'server' ? 'from the running server' : 'no server was running'}).`,
    );
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
