import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/outbox.test-support';
import { postgresBinDir, startScratchPostgres, type ScratchPostgres } from '../../test/postgres-server';
import { clientBody } from '../../modules/clients/clients.test-support';
import {
  buildBundle,
  freePort,
  startServerProcess,
  waitReady,
  type ServerProcess,
} from './server-process.test-support';

// Faults that must not take the server down (issue 27), against the production bundle as `npm start` runs it
// and a PostgreSQL server of the test's own, which it stops, restarts and cuts connections of. Bounded: each
// case takes seconds. `npm run soak` runs the same faults for longer (scripts/soak.ts).
const ADMIN = { email: 'fault-admin@example.com', password: 'fault-admin-password-1' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresBinDir())('faults the server survives (its own PostgreSQL server)', () => {
  let bundle: ReturnType<typeof buildBundle>;
  let database: ScratchPostgres;
  let smtp: TestSmtpServer;
  let server: ServerProcess;
  let cookie: string;
  const started: ServerProcess[] = [];

  const api = (method: string, url: string, body?: unknown) =>
    fetch(`${server.base}${url}${url.includes('?') ? '&' : '?'}tenant=default`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const health = (path: string) =>
    fetch(`${server.base}/api/health/${path}`).then(
      (res) => res.status,
      () => 0,
    );
  const alive = () => server.child.exitCode === null && server.child.signalCode === null;
  /** Polls until `ready` answers 200; the milliseconds it took. */
  const untilReady = async (budgetMs: number) => {
    const from = Date.now();
    while (Date.now() - from < budgetMs) {
      if ((await health('ready')) === 200) return Date.now() - from;
      await sleep(100);
    }
    throw new Error(`not ready again within ${budgetMs} ms:\n${server.output()}`);
  };
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: database.superuserUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    bundle = buildBundle();
    database = await startScratchPostgres();
    smtp = await startTestSmtpServer();
    server = await startServerProcess(bundle.dir, {
      DATABASE_URL: database.url,
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
    });
    started.push(server);
    await waitReady(server);
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  }, 120_000);
  afterAll(async () => {
    for (const process of started) if (process.child.exitCode === null) process.child.kill('SIGKILL');
    await Promise.all(started.map((process) => process.exited));
    await smtp?.close();
    database?.remove();
    bundle?.remove();
  });

  it('a database restart under a write load: 503 while it is away, then the same process serves again by itself; nothing acknowledged is lost and the outbox delivers what was queued', async () => {
    const client = await api('POST', '/api/clients', clientBody({ email: 'outage@example.com' }));
    expect(client.status).toBe(201);
    const clientId = ((await client.json()) as { id: string }).id;
    const quotes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const quote = await api('POST', '/api/quotes', {
        clientId,
        lineItems: [{ description: `Outage ${i}` }],
      });
      expect(quote.status).toBe(201);
      quotes.push(((await quote.json()) as { id: string }).id);
    }

    // The write load: four writers creating clients until told to stop; every 201 is an acknowledged write.
    const acknowledged: string[] = [];
    const statuses = new Map<number | string, number>();
    let writing = true;
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const res = await api('POST', '/api/clients', clientBody({ firstName: `Load${n}-${i}` })).catch(
          (err: Error) => err.message,
        );
        const status = typeof res === 'string' ? res : res.status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (typeof res === 'string') continue;
        const body = (await res.json()) as { id?: string; error?: string };
        if (res.status === 201) acknowledged.push(body.id!);
        else {
          expect(res.status).toBe(503);
          expect(body.error).toBe('UNAVAILABLE');
          await sleep(50);
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await sleep(1000);
    const beforeOutage = acknowledged.length;
    expect(beforeOutage).toBeGreaterThan(0);
    // E-mails queued just before the outage (the worker polls every 5 s: most wait for the database).
    for (const id of quotes) expect((await api('POST', `/api/quotes/${id}/send-email`)).status).toBe(200);
    const deliveredBeforeOutage = smtp.received.length;

    database.stop('fast');
    await sleep(1500);
    expect(alive()).toBe(true);
    expect(await health('live')).toBe(200);
    expect(await health('ready')).toBe(503);
    const during = await api('GET', '/api/clients');
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ error: 'UNAVAILABLE' });

    database.start();
    const recoveredInMs = await untilReady(15_000);
    await sleep(500);
    writing = false;
    await Promise.all(writers);
    expect(alive()).toBe(true);
    // Only acknowledged writes and refusals: no 500, no dropped connection.
    expect([...statuses.keys()].sort()).toEqual([201, 503]);
    expect(acknowledged.length).toBeGreaterThan(beforeOutage);
    const stored = await query<{ n: number }>(
      'select count(*)::int as n from clients where id = any($1::uuid[])',
      [acknowledged],
    );
    expect(stored[0].n).toBe(acknowledged.length);
    console.log(
      `database restart: ready again ${recoveredInMs} ms after it started; answers ${JSON.stringify(Object.fromEntries(statuses))}; ${deliveredBeforeOutage} of ${quotes.length} e-mails out before the outage`,
    );

    // The outbox worker survived: every queued e-mail is delivered, once.
    const deadline = Date.now() + 30_000;
    let sent: Array<{ status: string }> = [];
    while (Date.now() < deadline) {
      sent = (await (await api('GET', '/api/admin/emails')).json()) as typeof sent;
      if (sent.length === quotes.length && sent.every((e) => e.status === 'sent')) break;
      await sleep(500);
    }
    expect(sent.map((e) => e.status)).toEqual(quotes.map(() => 'sent'));
    expect(smtp.received).toHaveLength(quotes.length);
  }, 90_000);

  it('pg_terminate_backend on the pool’s connections: the process stays up and serves again', async () => {
    // Warm the pool: several connections idle in it, then all cut at once.
    await Promise.all(Array.from({ length: 6 }, () => api('GET', '/api/clients?limit=5')));
    expect(await database.terminateConnections()).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await api('GET', '/api/clients?limit=5')).status);
    expect(alive()).toBe(true);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaughtException/);
  }, 60_000);

  it('WEB_CONCURRENCY=2: both server processes killed at once are started again and the port answers', async () => {
    const primary = await startServerProcess(bundle.dir, {
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '2',
    });
    started.push(primary);
    await waitReady(primary);
    const before = await workerPids(primary.base, 2, 60_000);
    for (const pid of before) process.kill(pid, 'SIGKILL');
    // The primary stays (it used to exit with nothing but an unref()ed timer left) and starts two new ones.
    const after = await workerPids(primary.base, 2, 30_000);
    expect(primary.child.exitCode).toBeNull();
    expect([...after].some((pid) => before.has(pid))).toBe(false);
    expect(primary.output()).toMatch(/exited \(SIGKILL\); starting another in/);
    // Told to stop, it stops them and exits cleanly.
    primary.child.kill('SIGTERM');
    expect(await primary.exited).toEqual({ code: 0, signal: null });
  }, 120_000);

  it('WEB_CONCURRENCY=3: processes that keep crashing are restarted with growing waits, said in an error line, until told to stop', async () => {
    // Nothing listens there: every server process fails its start-up (migrations) and exits 1 — three crashes
    // in a row after one round of start-ups.
    const unreachable = `postgres://tradeworks:tradeworks@127.0.0.1:${await freePort()}/tradeworks`;
    const primary = await startServerProcess(bundle.dir, { DATABASE_URL: unreachable, WEB_CONCURRENCY: '3' });
    started.push(primary);
    const deadline = Date.now() + 60_000;
    while (!/keep crashing/.test(primary.output()) && Date.now() < deadline) await sleep(200);
    const lines = primary
      .output()
      .split('\n')
      .filter((line) => line.includes('"pid":' + primary.child.pid))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const loop = lines.find((line) => line.msg.includes('keep crashing'));
    expect(loop?.level, primary.output()).toBe(50);
    expect(loop?.msg).toMatch(/\(3 in a row, see the lines before this\): restarting process \d+ in 4 s/);
    expect(
      lines
        .map((line) => /in ([\d.]+) s/.exec(line.msg)?.[1])
        .filter(Boolean)
        .slice(0, 3),
    ).toEqual(['1', '2', '4']);
    expect(primary.child.exitCode).toBeNull();
    // Told to stop, it stops at once: no pending restart keeps it (a process caught failing exits 1).
    primary.child.kill('SIGTERM');
    const stopped = await Promise.race([primary.exited, sleep(10_000).then(() => null)]);
    expect(stopped?.signal).toBeNull();
    expect([0, 1]).toContain(stopped?.code);
    expect(primary.output()).toMatch(/SIGTERM: stopping \d server processes/);
  }, 90_000);
});

/** The pids of `n` different server processes answering on `base` (new connections, so both get asked). */
async function workerPids(base: string, n: number, budgetMs: number): Promise<Set<number>> {
  const pids = new Set<number>();
  const deadline = Date.now() + budgetMs;
  while (pids.size < n && Date.now() < deadline) {
    const live = await httpGet(`${base}/api/health/live`).catch(() => null);
    if (live?.status === 200) pids.add((JSON.parse(live.body) as { pid: number }).pid);
    else await sleep(100);
  }
  if (pids.size < n) throw new Error(`only ${pids.size} of ${n} server processes answered`);
  return pids;
}

/**
 * A GET on a fresh connection (no keep-alive), so the cluster may hand it to another process. With a time
 * limit: a connection the primary accepted just as its process died is never answered (node:cluster).
 */
function httpGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
    req.setTimeout(2_000, () => req.destroy(new Error('no answer')));
  });
}
