import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../platform/lifecycle/server-process.test-support';

/**
 * Test support (not a test file): a PostgreSQL server of a test's own, for fault tests that stop, restart or
 * cut the connections of the database under a running server (which the shared DATABASE_URL server must
 * never suffer). Set up as scripts/test-postgres.sh does: loopback only, the app's non-superuser role
 * `tradeworks` owning the database, the LEAKPROOF functions in template1. Needs the server binaries
 * (`apt-get install postgresql`, as CI does); `postgresBinDir()` is null without them.
 */
export interface ScratchPostgres {
  /** The application's connection (role tradeworks, database tradeworks). */
  url: string;
  /** The same database as the superuser, which row-level security does not restrict (checks of what was stored). */
  superuserUrl: string;
  port: number;
  /** `pg_ctl stop` (fast: connections are cut, as in a restart or failover). */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** pg_terminate_backend on every connection to the app's database; how many there were. */
  terminateConnections(): Promise<number>;
  /** Connections to the app's database (pg_stat_activity), not counting the one asking. */
  connectionCount(): Promise<number>;
  /** Stops the server and deletes its files. */
  remove(): void;
}

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const isRoot = process.getuid?.() === 0;

export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions[versions.length - 1], 'bin') : null;
}

/** Runs a command as the `postgres` user when we are root (initdb refuses root), else as ourselves. */
function run(command: string, args: string[], input?: string): string {
  const quoted = [command, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const result = isRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', quoted], { input, encoding: 'utf8' })
    : spawnSync(command, args, { input, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed (${result.status}): ${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found: apt-get install -y postgresql');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tw-pg-scratch-'));
  if (isRoot)
    chownSync(
      dir,
      Number(run('id', ['-u', 'postgres']).trim()),
      Number(run('id', ['-g', 'postgres']).trim()),
    );
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off -c synchronous_commit=off`;
  const start = () =>
    void run(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      options,
      'start',
    ]);
  start();
  const psql = (database: string, sql: string) =>
    run(
      path.join(bin, 'psql'),
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-d',
        database,
        '-v',
        'ON_ERROR_STOP=1',
        '-q',
      ],
      sql,
    );
  psql('template1', readFileSync(path.join(REPO, 'scripts/postgres-leakproof.sql'), 'utf8'));
  psql(
    'postgres',
    "create role tradeworks login password 'tradeworks' nosuperuser createdb createrole;\ncreate database tradeworks owner tradeworks;",
  );
  const superuser = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  let removed = false;
  return {
    url: `postgres://tradeworks:tradeworks@127.0.0.1:${port}/tradeworks`,
    superuserUrl: `postgres://postgres@127.0.0.1:${port}/tradeworks`,
    port,
    stop: (mode = 'fast') => void run(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-m', mode, 'stop']),
    start,
    terminateConnections: () =>
      superuser(async (client) => {
        const { rows } = await client.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
           where datname = 'tradeworks' and pid <> pg_backend_pid()`,
        );
        return rows[0].n;
      }),
    connectionCount: () =>
      superuser(async (client) => {
        const { rows } = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = 'tradeworks' and pid <> pg_backend_pid()`,
        );
        return rows[0].n;
      }),
    remove() {
      if (removed) return;
      removed = true;
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-m', 'immediate', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
