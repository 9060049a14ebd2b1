import { randomBytes } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { loadEnv } from '../../env';
import { openTestDatabase } from '../../test/test-database';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { configureSecretsWithKey, secretsConfigured } from '../../platform/secrets/secrets';
import { insertMembership, insertTenant, insertUser } from '../../super-admin/tenants/tenants.repository';
import { createSession } from '../../platform/auth/sessions';
import { SESSION_COOKIE } from '../../platform/auth/session-cookie';
import { createClientVia } from '../clients/clients.test-support';
import { streamExportCsv } from './export-stream';

// Fault 1 of issue 27: an export on a session reused from memory that a sign-in (anywhere) made stale killed
// the process on PostgreSQL (an unhandled 'error' event of the export's stream) and answered Fastify's own
// 500 on PGlite. Runs on both engines (DATABASE_URL selects PostgreSQL).

let t: TestContext;
let acme: TestTenant;
let manager: TestUser;
let someoneElse: TestUser;
const parse = (csv: string) => Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  manager = await t.user({ tenant: acme, role: 'manager' });
  someoneElse = await t.user({ tenant: await t.tenant(), role: 'owner' });
  await createClientVia(t, manager, acme, { firstName: 'Ann', email: 'ann@example.com' });
  await createClientVia(t, manager, acme, { firstName: 'Bob', email: 'bob@example.com' });
});
afterAll(() => t.close());

/** A read that leaves the session in this process's memory, then a sign-in elsewhere that moves auth_epoch. */
async function makeReusedSessionStale() {
  expect((await t.request(manager, 'GET', '/api/clients', { tenant: acme })).statusCode).toBe(200);
  const login = await t.request(null, 'POST', '/api/auth/login', {
    body: { email: someoneElse.email, password: someoneElse.password },
  });
  expect(login.statusCode).toBe(200);
}

describe('an export on a session reused from memory and found stale', () => {
  it('looks the session up afresh and streams the complete CSV; the server keeps serving', async () => {
    await makeReusedSessionStale();
    const res = await t.request(manager, 'GET', '/api/exports/clients.csv', { tenant: acme });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parse(res.body);
    expect(header).toContain('firstName');
    expect(rows.map((r) => r[header.indexOf('firstName')]).sort()).toEqual(['Ann', 'Bob']);
    expect((await t.request(manager, 'GET', '/api/clients', { tenant: acme })).statusCode).toBe(200);
  });

  it('the same for a ZIP of several types, with a progress id', async () => {
    await makeReusedSessionStale();
    const res = await t.request(manager, 'GET', '/api/exports.zip', {
      tenant: acme,
      query: { types: 'clients,inventory', progressId: '0192b1f4-5a3e-7c3d-9a41-6f1b2c3d4e5f' },
    });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(res.rawPayload);
    const csv = Object.entries(files).find(([name]) => name.startsWith('clients_'))![1];
    expect(parse(strFromU8(csv))).toHaveLength(3);
    expect((await t.request(manager, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });
});

describe('a session proven by the export’s first transaction', () => {
  it('is not checked again: a sign-in between pages does not stop a long export', async () => {
    const epoch = await t.db.platform(async (tx) => {
      const { rows } = await tx.execute<{ epoch: string }>(sql`select epoch::text as epoch from auth_epoch`);
      return rows[0].epoch;
    });
    // What requestDatabase makes of a reused session: every tenant transaction carries the proof.
    const proof = { epoch, proven: false };
    const db = Object.create(t.db) as Database;
    db.tenant = (scope, fn) => t.db.tenant({ ...scope, proof }, fn);
    const chunks: string[] = [];
    const rows = await streamExportCsv({
      db,
      tenantId: acme.id,
      userId: manager.id,
      type: 'clients',
      chunkRows: 1,
      sink: {
        async write(data) {
          chunks.push(typeof data === 'string' ? data : Buffer.from(data).toString());
          if (chunks.length === 2) {
            const login = await t.request(null, 'POST', '/api/auth/login', {
              body: { email: someoneElse.email, password: someoneElse.password },
            });
            expect(login.statusCode).toBe(200);
          }
        },
      },
    });
    expect(rows).toBe(2);
    expect(proof.proven).toBe(true);
    expect(parse(chunks.join(''))).toHaveLength(3);
  });
});

describe('a failure after the download started', () => {
  let db: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const lines: string[] = [];
  let failAfter = Infinity;

  beforeAll(async () => {
    const real = await openTestDatabase();
    // The same database, except that its tenant transactions start failing after `failAfter` of them, with
    // an error shaped like Drizzle's (the query and its values in the message, the SQLSTATE on the cause).
    let calls = 0;
    db = Object.create(real) as Database;
    db.tenant = (scope, fn) => {
      if (++calls > failAfter) {
        const driver = Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
        return Promise.reject(
          new Error('Failed query: insert into audit_log values ($1)\nparams: SECRET-PARAM-VALUE', {
            cause: driver,
          }),
        );
      }
      return real.tenant(scope, fn);
    };
    db.close = () => real.close();
    if (!secretsConfigured()) configureSecretsWithKey(randomBytes(32));
    app = await buildApp({
      db,
      env: loadEnv({}),
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
      webDistDir: '/nonexistent',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('cuts the response short (no complete-looking file), logs it without values, and serves on', async () => {
    const owner = await db.platform(async (tx) => {
      const suffix = randomBytes(3).toString('hex');
      const tenant = await insertTenant(tx, { name: 'Cut Short', slug: `cut-${suffix}` });
      const user = await insertUser(tx, {
        email: `cut-${suffix}@example.com`,
        firstName: 'Cut',
        lastName: 'Short',
        passwordHash: 'not used',
        isSuperAdmin: false,
        currentTenantId: tenant.id,
      });
      await insertMembership(tx, { tenantId: tenant.id, userId: user.id, role: 'owner', isDefault: true });
      return `${SESSION_COOKIE}=${await createSession(tx, { userId: user.id, ipAddress: '127.0.0.1' })}`;
    });
    const address = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    // The rows' transaction (one COPY on PostgreSQL, one page on PGlite) succeeds; the audit entry's fails.
    failAfter = 1;
    // Cut short: either before the status line left or mid-body — never a response that ends normally.
    const download = fetch(`${base}/api/exports/clients.csv`, { headers: { cookie: owner } }).then((res) =>
      res.text(),
    );
    await expect(download).rejects.toThrow();
    failAfter = Infinity;

    await new Promise((resolve) => setTimeout(resolve, 50));
    const failure = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'export failed after it started');
    expect(failure).toMatchObject({
      level: 50,
      error: 'database',
      sqlState: '57P01',
      route: '/api/exports/:type.csv',
    });
    expect(lines.join('\n')).not.toContain('SECRET-PARAM-VALUE');
    expect(lines.join('\n')).not.toContain('insert into audit_log');

    const again = await fetch(`${base}/api/exports/clients.csv`, { headers: { cookie: owner } });
    expect(again.status).toBe(200);
    expect(parse(await again.text())).toHaveLength(1);
  });
});
