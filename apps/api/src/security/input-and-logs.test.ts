import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { defineRoute } from '../http/route';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';

let t: TestContext;
let acme: TestTenant;
let owner: TestUser;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

describe('NUL and control characters (finding 1)', () => {
  it('are a 400 naming the field in the query, including ?tenant= and on /api/health', async () => {
    const cases: Array<[string, string]> = [
      ['/api/clients?tenant=a%00', 'tenant'],
      ['/api/clients?search=%00', 'search'],
      ['/api/quotes?search=x%01y', 'search'],
      ['/api/health?tenant=a%00', 'tenant'],
    ];
    for (const [url, field] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        error: 'VALIDATION',
        message: 'Contains characters that are not allowed',
        fieldErrors: { [field]: 'Contains characters that are not allowed' },
      });
    }
  });

  it('are a 400 in any JSON string field, nested too; tabs and line breaks stay allowed', async () => {
    const res = await t.request(owner, 'POST', '/api/clients', {
      tenant: acme,
      body: { name: 'Nul\u0000Corp', email: 'a@example.com', type: 'residential' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ name: 'Contains characters that are not allowed' });
    const nested = await t.request(owner, 'POST', '/api/quotes', {
      tenant: acme,
      body: { clientId: '01900000-0000-7000-8000-000000000000', lineItems: [{ description: 'a\u001bb' }] },
    });
    expect(nested.json().fieldErrors).toEqual({
      'lineItems.0.description': 'Contains characters that are not allowed',
    });
    const login = await t.request(null, 'POST', '/api/auth/login', {
      body: { email: 'x\u0000@a.b', password: 'p' },
    });
    expect(login.statusCode).toBe(400);
    const fine = await t.request(owner, 'POST', '/api/clients', {
      tenant: acme,
      body: { name: 'Tab\tand\r\nlines', email: 'tab@example.com', type: 'residential' },
    });
    expect(fine.statusCode).toBeLessThan(500);
    expect(fine.json().fieldErrors?.name).toBeUndefined();
  });
});

describe('logs (finding 2)', () => {
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    app = await buildApp({
      db: t.db,
      env: loadEnv({}),
      logLevel: 'info',
      logStream: { write: (line: string) => void lines.push(line) },
      webDistDir: '/none',
    });
    // A route whose query fails inside PostgreSQL with the caller's values as parameters.
    defineRoute(app, {
      method: 'POST',
      url: '/api/test-only/db-error',
      access: 'public',
      summary: 'test',
      body: z.object({ secret: z.string() }),
      handler: async ({ db, body }) =>
        db.platform((tx) =>
          tx.execute(sql`select ${body.secret}::text as leaked, ${'+1 555 0100'}::text, 1 / 0`),
        ),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('a failed query logs its SQLSTATE and route, never the SQL parameters, the body or the query string', async () => {
    const secret = 'scrypt$16384$8$1$c2VjcmV0LWhhc2g=';
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-only/db-error?search=jane.doe%40example.com',
      payload: { secret, email: 'jane.doe@example.com' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'INTERNAL', message: 'Internal server error' });
    const log = lines.join('\n');
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failure).toMatchObject({
      error: 'database',
      sqlState: '22012',
      method: 'POST',
      route: '/api/test-only/db-error',
    });
    expect(log).not.toContain(secret);
    expect(log).not.toContain('c2VjcmV0LWhhc2g');
    expect(log).not.toContain('555 0100');
    expect(log).not.toContain('jane.doe');
    expect(log).not.toContain('select');
  });

  it('an invalid byte sequence PostgreSQL refuses (22021) is a 400, not a 500', async () => {
    const { installErrorHandler } = await import('../http/error-handler');
    expect(installErrorHandler).toBeTypeOf('function');
    const tiny = await buildApp({ db: t.db, env: loadEnv({}), logLevel: 'silent', webDistDir: '/none' });
    defineRoute(tiny, {
      method: 'GET',
      url: '/api/test-only/bad-bytes',
      access: 'public',
      summary: 'test',
      handler: () => {
        throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
      },
    });
    const res = await tiny.inject({ method: 'GET', url: '/api/test-only/bad-bytes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION',
      message: 'Text contains characters that are not allowed',
    });
    await tiny.close();
  });
});
