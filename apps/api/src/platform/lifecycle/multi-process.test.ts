import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/outbox.test-support';
import { createScratchDatabase, type ScratchDatabase } from '../../test/postgres-scratch';
import {
  buildBundle,
  startServerProcess,
  waitReady,
  type ServerProcess,
} from './server-process.test-support';

// Several server processes on one PostgreSQL database, started from the production bundle exactly as
// `npm start` runs it: two replicas (A, B) racing through migrations and set-up, then sessions, document
// numbering and the e-mail outbox across them, graceful shutdown, and WEB_CONCURRENCY's cluster.
// (PGlite belongs to one process, so this needs DATABASE_URL.)
const body = <T>(res: Response) => res.json() as Promise<T>;
type Quote = { id: string; quoteNumber: string };
const ADMIN = { email: 'ops-admin@example.com', password: 'ops-admin-password-1' };

describe.skipIf(!process.env.DATABASE_URL)('several server processes on one PostgreSQL database', () => {
  let bundle: ReturnType<typeof buildBundle>;
  let scratch: ScratchDatabase;
  let smtp: TestSmtpServer;
  let a: ServerProcess;
  let b: ServerProcess;
  let cookie: string;
  const started: ServerProcess[] = [];

  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: scratch.url,
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    ...extra,
  });
  const start = async (extra?: Record<string, string>) => {
    const server = await startServerProcess(bundle.dir, env(extra));
    started.push(server);
    return server;
  };
  const api = (server: ServerProcess, method: string, url: string, body?: unknown) =>
    fetch(`${server.base}${url}${url.includes('?') ? '&' : '?'}tenant=default`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  /** Holds an exclusive lock on the clients table, so a request reading clients stays in flight. */
  const lockClients = async () => {
    const owner = new pg.Client({ connectionString: scratch.url });
    await owner.connect();
    await owner.query('begin');
    await owner.query('lock table clients in access exclusive mode');
    return async () => {
      await owner.query('commit');
      await owner.end();
    };
  };
  const stillRunning = (server: ServerProcess, ms: number) =>
    Promise.race([
      server.exited.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), ms)),
    ]);

  beforeAll(async () => {
    bundle = buildBundle();
    scratch = await createScratchDatabase('tw_processes');
    smtp = await startTestSmtpServer();
  }, 120_000);
  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    await smtp?.close();
    await scratch?.drop();
    bundle?.remove();
  });

  it('two replicas start together on an empty database: both migrate, set up once and become ready', async () => {
    [a, b] = await Promise.all([start(), start()]);
    await Promise.all([waitReady(a), waitReady(b)]);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const users = await client.query('select count(*)::int as n from users');
      expect(users.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('shares sessions: signed in on A, signed in on B; signed out on B, signed out on A', async () => {
    const login = await fetch(`${a.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toBeTruthy();
    const onB = await api(b, 'GET', '/api/auth/user');
    expect(onB.status).toBe(200);
    expect((await body<{ email: string }>(onB)).email).toBe(ADMIN.email);

    const second = await fetch(`${b.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const secondCookie = second.headers.getSetCookie()[0].split(';')[0];
    const logout = await fetch(`${b.base}/api/logout`, {
      method: 'POST',
      headers: { cookie: secondCookie, origin: b.base },
    });
    expect(logout.status).toBe(204);
    expect((await fetch(`${a.base}/api/auth/user`, { headers: { cookie: secondCookie } })).status).toBe(401);
    expect((await api(a, 'GET', '/api/auth/user')).status).toBe(200);
  });

  it('numbers quotes created in parallel on both processes uniquely and without gaps', async () => {
    const created = await api(a, 'POST', '/api/clients', {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.lopez@example.com',
      phone: '(512) 555-0100',
      address: '1200 Oak Hollow Dr',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
    });
    expect(created.status).toBe(201);
    const clientId = (await body<{ id: string }>(created)).id;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api(i % 2 ? b : a, 'POST', '/api/quotes', { clientId, lineItems: [{ description: `Quote ${i}` }] }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    const quotes = await Promise.all(results.map((r) => body<Quote>(r)));
    const numbers = quotes.map((q) => Number(q.quoteNumber.slice(-4))).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // The bundle renders PDFs (pdfkit's fonts are read from its package at run time).
    const pdf = await api(b, 'GET', `/api/quotes/${quotes[0].id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The outbox: e-mails queued through both processes are delivered once each by the two workers.
    const sends = await Promise.all(
      quotes.slice(0, 6).map((q, i) => api(i % 2 ? b : a, 'POST', `/api/quotes/${q.id}/send-email`)),
    );
    expect(sends.map((r) => r.status)).toEqual(Array(6).fill(200));
    const deadline = Date.now() + 60_000;
    let emails: Array<{ status: string; subject: string }> = [];
    while (Date.now() < deadline) {
      emails = await body<typeof emails>(await api(b, 'GET', '/api/admin/emails'));
      if (emails.length === 6 && emails.every((e) => e.status === 'sent')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(emails.map((e) => e.status)).toEqual(Array(6).fill('sent'));
    expect(smtp.received).toHaveLength(6);
  }, 90_000);

  it('drains an in-flight request on SIGTERM, then exits 0', async () => {
    const unlock = await lockClients();
    const inFlight = api(a, 'GET', '/api/clients');
    await new Promise((resolve) => setTimeout(resolve, 500));
    a.child.kill('SIGTERM');
    expect(await stillRunning(a, 1000)).toBe(true); // waiting for the request, not gone
    await unlock();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await body<unknown[]>(res)).toHaveLength(1);
    expect(await a.exited, a.output()).toEqual({ code: 0, signal: null });
    // B keeps serving the session.
    expect((await api(b, 'GET', '/api/auth/user')).status).toBe(200);
  }, 60_000);

  it('exits at once with 1 on a second signal', async () => {
    const unlock = await lockClients();
    const inFlight = api(b, 'GET', '/api/clients').catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 500));
    b.child.kill('SIGTERM');
    expect(await stillRunning(b, 500)).toBe(true);
    b.child.kill('SIGTERM');
    expect(await b.exited).toEqual({ code: 1, signal: null });
    await unlock();
    await inFlight;
  }, 60_000);

  it('WEB_CONCURRENCY=2 serves from two processes, scraped as one; a drain that times out makes the cluster exit 1', async () => {
    const token = 'cluster-metrics-token-for-tests';
    const cluster = await start({ WEB_CONCURRENCY: '2', SHUTDOWN_TIMEOUT_MS: '1500', METRICS_TOKEN: token });
    await waitReady(cluster);
    // The second process may still be starting: ask until both answered.
    const pids = new Set<number>();
    const deadline = Date.now() + 60_000;
    while (pids.size < 2 && Date.now() < deadline) {
      const live = await httpGet(`${cluster.base}/api/health/live`).catch(() => null);
      if (live?.status === 200) pids.add((JSON.parse(live.body) as { pid: number }).pid);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(pids.size).toBe(2);
    expect(pids.has(cluster.child.pid!)).toBe(false);
    // Both ready: consecutive new connections alternate between the processes.
    for (let ok = 0; ok < 2 && Date.now() < deadline; ) {
      ok = (await httpGet(`${cluster.base}/api/health/ready`)).status === 200 ? ok + 1 : 0;
    }

    // Requests spread over both processes; every scrape (whichever process takes it) counts them all.
    for (let i = 0; i < 6; i++) expect((await httpGet(`${cluster.base}/api/health`)).status).toBe(200);
    const healthCount =
      /^tradeworks_http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} (\d+)$/m;
    for (let scrape = 0; scrape < 4; scrape++) {
      const res = await httpGet(`${cluster.base}/metrics`, { authorization: `Bearer ${token}` });
      expect(res.status, cluster.output()).toBe(200);
      expect(Number(healthCount.exec(res.body)?.[1])).toBe(6);
    }

    const unlock = await lockClients();
    const inFlight = api(cluster, 'GET', '/api/clients').catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 500));
    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toEqual({ code: 1, signal: null });
    await unlock();
    await inFlight;
  }, 120_000);
});

/** A GET on a fresh connection (no keep-alive), so the cluster may hand it to another process. */
function httpGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}
