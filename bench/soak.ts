/**
 * `npm run soak`: the fault tests of platform/lifecycle/fault-tolerance.test.ts, for longer. The production
 * bundle runs on a PostgreSQL server of its own (needs the server binaries, as CI has) under a steady load of
 * writes, reads and CSV exports, while a fault comes round every SOAK_FAULT_EVERY_S seconds, in turn: the
 * database restarted (pg_ctl stop -m fast, down 3 s), every connection cut (pg_terminate_backend), and with
 * SOAK_WORKERS > 1 every server process killed at once. Prints the server's RSS and the database connections
 * at the start, after each fault and at the end, and exits 1 if the server died, answered anything but a
 * success or a 503, lost an acknowledged write, or did not serve again within 15 s of a fault.
 *
 *   SOAK_MINUTES=10 SOAK_WORKERS=2 npm run soak
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import {
  buildBundle,
  startServerProcess,
  waitReady,
} from '../apps/api/src/platform/lifecycle/server-process.test-support';
import { startScratchPostgres } from '../apps/api/src/test/postgres-server';
import { clientBody } from '../apps/api/src/modules/clients/clients.test-support';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 5);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 1);
const FAULT_EVERY_S = Number(process.env.SOAK_FAULT_EVERY_S ?? 45);
const WRITERS = Number(process.env.SOAK_WRITERS ?? 4);
const ADMIN = { email: 'soak-admin@example.com', password: 'soak-admin-password-1' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process and its children (the cluster's server processes), in MB. */
function treeRssMb(root: number): number {
  let kb = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      if (Number(entry) === root || ppid === root) kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return Math.round(kb / 1024);
}

const database = await startScratchPostgres();
const bundle = buildBundle();
const server = await startServerProcess(bundle.dir, {
  DATABASE_URL: database.url,
  BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
  BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
  WEB_CONCURRENCY: String(WORKERS),
});
const problems: string[] = [];
try {
  await waitReady(server);
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers.getSetCookie()[0].split(';')[0];
  const api = (method: string, url: string, body?: unknown) =>
    fetch(`${server.base}${url}${url.includes('?') ? '&' : '?'}tenant=default`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
  const report = async (when: string) =>
    console.log(
      `${when.padEnd(32)} rss ${String(treeRssMb(server.child.pid!)).padStart(5)} MB   database connections ${await database.connectionCount()}`,
    );
  await report('start');

  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const acknowledged: string[] = [];
  let running = true;
  let killing = false;
  const loop = async (n: number) => {
    for (let i = 0; running; i++) {
      const kind = i % 10 === 9 ? 'export' : i % 2 ? 'read' : 'write';
      try {
        const res =
          kind === 'write'
            ? await api('POST', '/api/clients', clientBody({ firstName: `Soak${n}-${i}` }))
            : await api('GET', kind === 'read' ? '/api/clients?limit=20' : '/api/exports/clients.csv');
        const body = await res.text();
        count(`${kind} ${res.status}`);
        if (kind === 'write' && res.status === 201)
          acknowledged.push((JSON.parse(body) as { id: string }).id);
        if (res.status !== 200 && res.status !== 201) {
          if (res.status !== 503) problems.push(`${kind} answered ${res.status}: ${body.slice(0, 200)}`);
          await sleep(200);
        }
      } catch (err) {
        // Requests in flight on a server process that is killed fail with it; at any other time it is a problem.
        count(`${kind} ${killing ? 'cut by the kill' : (err as Error).message}`);
        if (!killing) problems.push(`${kind} failed: ${(err as Error).message}`);
        await sleep(200);
      }
    }
  };
  const loops = Array.from({ length: WRITERS }, (_, n) => loop(n));
  const alive = () => server.child.exitCode === null && server.child.signalCode === null;
  const untilServing = async (fault: string) => {
    const from = Date.now();
    while (Date.now() - from < 15_000) {
      const ready = await fetch(`${server.base}/api/health/ready`, {
        signal: AbortSignal.timeout(2_000),
      }).then(
        (r) => r.status,
        () => 0,
      );
      if (ready === 200) return;
      await sleep(100);
    }
    problems.push(`not serving 15 s after ${fault}`);
  };

  const faults = ['database restart', 'connections cut', ...(WORKERS > 1 ? ['server processes killed'] : [])];
  const end = Date.now() + MINUTES * 60_000;
  for (let round = 0; Date.now() < end && alive(); round++) {
    await sleep(Math.min(FAULT_EVERY_S * 1000, Math.max(0, end - Date.now())));
    if (Date.now() >= end) break;
    const fault = faults[round % faults.length];
    if (fault === 'database restart') {
      database.stop('fast');
      await sleep(3_000);
      database.start();
    } else if (fault === 'connections cut') {
      await database.terminateConnections();
    } else {
      killing = true;
      for (const entry of readdirSync('/proc')) {
        const status = /^\d+$/.test(entry) ? readFileSync(`/proc/${entry}/status`, 'utf8') : '';
        if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) === server.child.pid)
          process.kill(Number(entry), 'SIGKILL');
      }
    }
    await untilServing(fault);
    // Requests that were waiting on the killed processes have failed by now (their timeout is 30 s at most).
    if (killing) await sleep(2_000);
    killing = false;
    await report(`after ${fault}`);
  }
  running = false;
  await Promise.all(loops);
  if (!alive()) problems.push(`the server exited: ${server.output().slice(-2000)}`);
  const client = new pg.Client({ connectionString: database.superuserUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from clients where id = any($1::uuid[])',
    [acknowledged],
  );
  await client.end();
  if (rows[0].n !== acknowledged.length)
    problems.push(
      `${acknowledged.length - rows[0].n} of ${acknowledged.length} acknowledged writes are missing`,
    );
  await report('end');
  console.log(`answers: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  console.log(
    `acknowledged writes: ${acknowledged.length}, all stored: ${rows[0].n === acknowledged.length}`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  database.remove();
  bundle.remove();
}
for (const problem of problems.slice(0, 20)) console.log(`PROBLEM: ${problem}`);
console.log(problems.length ? `soak failed: ${problems.length} problems` : 'soak passed');
process.exit(problems.length ? 1 : 0);
