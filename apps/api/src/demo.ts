/**
 * `npm run demo`: a fresh embedded database full of demo data, then the server exactly as `npm start` runs it.
 * The data directory (DATA_DIR, default ./data-demo) is wiped first, so it must be a demo directory.
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveUserPath } from './env';
import { demoEnv } from './db/seed/demo-env';
import { openDatabase } from './db/client';
import { serverRunningOn } from './platform/backup/embedded-backup';
import { exitOnSignals, listenServer, startOrExit } from './platform/lifecycle/server';
import { seedDemoData, type DemoAccounts } from './db/seed/demo-seed';
import { isSetupNeeded } from './modules/setup/setup.service';
import { configureSecrets } from './platform/secrets/secrets';

const DEMO_MARKER = '.tradeworks-demo';

function fail(message: string): never {
  console.error(`npm run demo: ${message}`);
  process.exit(1);
}

/** Removes the previous demo database, refusing any directory that a demo did not create. */
function wipeDemoDirectory(dir: string): void {
  if (!existsSync(dir)) return;
  const entries = readdirSync(dir);
  if (entries.length && !entries.includes(DEMO_MARKER)) {
    fail(`${dir} holds data that is not a demo database; choose another DATA_DIR or remove it yourself.`);
  }
  rmSync(dir, { recursive: true, force: true });
}

function printAccounts(accounts: DemoAccounts, url: string): void {
  const rows = accounts.map((a) => [
    a.role,
    a.email,
    a.password,
    a.organizations.join(', ') || 'any (super-admin console)',
  ]);
  const head = ['Role', 'E-mail', 'Password', 'Organizations'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i])).join('  ')}`.trimEnd();
  console.log(
    [
      '',
      'Tradeworks demo — sign in with any of these accounts:',
      '',
      line(head),
      line(widths.map((w) => '-'.repeat(w))),
      ...rows.map(line),
      '',
      `  Open ${url}`,
      '',
    ].join('\n'),
  );
}

// Its own data directory, and texts captured rather than sent (demo-env.ts says why).
const env = demoEnv();
if (env.DATABASE_URL && env.DEMO_ALLOW_DATABASE_URL !== 'true') {
  fail(
    'DATABASE_URL is set. The demo writes sample organizations, users and records into that database; ' +
      'unset DATABASE_URL to use a fresh embedded one, or set DEMO_ALLOW_DATABASE_URL=true for an empty database.',
  );
}
const dataDir = resolveUserPath(env.DATA_DIR);
if (!env.DATABASE_URL && (await serverRunningOn(dataDir))) {
  fail(`another server is running on ${dataDir}; stop it first.`);
}
if (!env.DATABASE_URL) wipeDemoDirectory(dataDir);
configureSecrets({ appSecretKey: env.APP_SECRET_KEY, dataDir });
const db = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATABASE_URL ? undefined : dataDir,
});
if (!env.DATABASE_URL)
  writeFileSync(path.join(dataDir, DEMO_MARKER), 'Created by npm run demo; wiped on the next run.\n');
const url =
  env.PUBLIC_URL ?? `http://${['0.0.0.0', '::'].includes(env.HOST) ? 'localhost' : env.HOST}:${env.PORT}`;
let password: string | undefined;
const server = await listenServer({
  env,
  db,
  dataDir: env.DATABASE_URL ? undefined : dataDir,
  prepare: async () => {
    if (!(await isSetupNeeded(db)))
      fail('the database already has users; the demo only seeds an empty database.');
    const accounts = await seedDemoData(db);
    password = accounts[0]?.password;
    printAccounts(accounts, url);
  },
});
exitOnSignals(server);
await startOrExit(server);
console.log(`Tradeworks demo is running at ${url} (password for every account: ${password}).`);
