import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { TestContext, type TestUser } from '../test/test-context';
import { PUBLIC_URL_REQUIRED } from '../http/client-info';

/** Permanent suite: security headers, session cookie flags, forwarded headers only with TRUST_PROXY. */
let t: TestContext;
let root: TestUser;

beforeAll(async () => {
  t = await TestContext.create({ env: { PUBLIC_URL: '', TRUST_PROXY: 'false', COOKIE_SECURE: 'auto' } });
  root = await t.user({ superAdmin: true });
});
afterAll(() => t.close());

const invite = (headers: Record<string, string> = {}, remoteAddress?: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/super-admin/users/create-with-tenants',
    headers: { cookie: root.cookie, ...headers },
    payload: {
      email: `invitee-${Math.random().toString(36).slice(2)}@example.com`,
      first_name: 'I',
      last_name: 'N',
    },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('security headers (finding 6)', () => {
  it('every answer carries CSP, frame and sniffing protection and a referrer policy; no HSTS over http', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/some/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('a forged X-Forwarded-Proto does not turn on HSTS or Secure cookies without TRUST_PROXY', async () => {
    const user = await t.user();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const session = res.cookies.find((c) => c.name === 'tw_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.secure).toBeFalsy();
    expect(session.maxAge).toBe(30 * 24 * 60 * 60);
  });
});

describe('forwarded headers (finding 3)', () => {
  it('X-Forwarded-For is ignored without TRUST_PROXY: the stored session address is the socket', async () => {
    const user = await t.user();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': '6.6.6.6' },
      payload: { email: user.email, password: user.password },
      remoteAddress: '192.0.2.33',
    });
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ ip_address: string }>(
        sql`select ip_address from sessions where user_id = ${user.id} order by created_at desc limit 1`,
      ),
    );
    expect(rows[0].ip_address).toBe('192.0.2.33');
  });

  it('X-Forwarded-Host never reaches an e-mailed link, and without PUBLIC_URL only loopback gets links', async () => {
    const local = await invite({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(local.statusCode).toBe(201);
    expect(local.json().invitationUrl).toMatch(/^http:\/\/localhost:80\/set-password\?token=/);
    const remote = await invite({ host: 'app.example.com' }, '203.0.113.5');
    expect(remote.statusCode).toBe(503);
    expect(remote.json()).toEqual({ error: 'UNAVAILABLE', message: PUBLIC_URL_REQUIRED });
    const spoofedHost = await invite({ host: 'localhost:5000' }, '203.0.113.5');
    expect(spoofedHost.statusCode).toBe(503);
  });

  it('with PUBLIC_URL every link is built from it, whatever the Host headers say', async () => {
    t.app.env.PUBLIC_URL = 'https://app.tradeworks.example';
    try {
      const res = await invite({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }, '203.0.113.5');
      expect(res.statusCode).toBe(201);
      expect(res.json().invitationUrl).toMatch(/^https:\/\/app\.tradeworks\.example\/set-password\?token=/);
    } finally {
      t.app.env.PUBLIC_URL = undefined;
    }
  });

  it('Origin is compared with the real Host or PUBLIC_URL, never X-Forwarded-Host', async () => {
    const forged = await invite({ origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(forged.statusCode).toBe(403);
    const same = await invite({ origin: 'http://localhost:80', host: 'localhost:80' });
    expect(same.statusCode).toBe(201);
    t.app.env.PUBLIC_URL = 'https://app.tradeworks.example';
    try {
      const proxied = await invite({ origin: 'https://app.tradeworks.example', host: 'internal:5000' });
      expect(proxied.statusCode).toBe(201);
    } finally {
      t.app.env.PUBLIC_URL = undefined;
    }
  });

  it('with TRUST_PROXY=1 the proxy’s X-Forwarded-For/-Proto are used: client address, HSTS and Secure cookies', async () => {
    const env = loadEnv({ TRUST_PROXY: '1', PUBLIC_URL: 'https://app.tradeworks.example' });
    const behindProxy = await buildApp({ db: t.db, env, logLevel: 'silent', webDistDir: '/none' });
    try {
      const user = await t.user();
      const res = await behindProxy.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '198.51.100.77', 'x-forwarded-proto': 'https' },
        payload: { email: user.email, password: user.password },
        remoteAddress: '10.0.0.2',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.cookies.find((c) => c.name === 'tw_session')!.secure).toBe(true);
      const { rows } = await t.db.platform((tx) =>
        tx.execute<{ ip_address: string }>(
          sql`select ip_address from sessions where user_id = ${user.id} order by created_at desc limit 1`,
        ),
      );
      expect(rows[0].ip_address).toBe('198.51.100.77');
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses an unsafe TRUST_PROXY or PUBLIC_URL at start-up', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toBe('10.0.0.1, 10.1.0.0/16');
  });
});

describe('request ids (finding 11)', () => {
  it('echoes a safe x-request-id and replaces anything else', async () => {
    const safe = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123.x:y_z' },
    });
    expect(safe.headers['x-request-id']).toBe('abc-123.x:y_z');
    for (const bad of ['<script>', 'a'.repeat(200), 'line\tbreak', 'ünïcode']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the error shape for Fastify’s and Node’s own refusals (finding 10)', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('431 for a URL over 16 KB, 414 for an over-long path id, 413, 415 — all {error, message}', async () => {
    const long = await fetch(`${base}/api/clients?search=${'x'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(await long.json()).toEqual({ error: 'HEADERS_TOO_LARGE', message: expect.any(String) });
    const id = await fetch(`${base}/api/clients/${'a'.repeat(500)}`);
    expect(id.status).toBe(414);
    expect(await id.json()).toEqual({ error: 'URI_TOO_LONG', message: expect.any(String) });
    const big = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
    const type = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<x/>',
    });
    expect(type.status).toBe(415);
    expect(await type.json()).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
    const bad = await fetch(`${base}/api/clients/%E0%A4%A`);
    expect(bad.status).toBeLessThan(500);
    expect(Object.keys((await bad.json()) as object)).toEqual(['error', 'message']);
  });

  it('503 in the same shape while the server shuts down', async () => {
    const draining = await buildApp({ db: t.db, env: loadEnv({}), logLevel: 'silent', webDistDir: '/none' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    // A request in flight keeps close() waiting, so the next request arrives while the server drains.
    draining.get('/api/test-only/slow', { config: { access: 'public' } }, async () => {
      entered();
      await held;
      return { ok: true };
    });
    await draining.listen({ host: '127.0.0.1', port: 0 });
    const port = (draining.server.address() as AddressInfo).port;
    // A second request on a connection that is still busy when close() begins — what a load balancer may
    // still send while the server drains.
    const { connect } = await import('node:net');
    const socket = connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /api/test-only/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // Wait for the request to be in its handler (not a fixed delay: a loaded machine may be slower).
    await inFlight;
    const closing = draining.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    for (let i = 0; i < 60 && raw.split('HTTP/1.1 ').length < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    socket.destroy();
    await ended;
    await closing;
    const second = raw.slice(raw.indexOf('HTTP/1.1', 1));
    const during = {
      statusCode: Number(second.split(' ')[1]),
      json: () => JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4)),
    };
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ error: 'UNAVAILABLE', message: expect.any(String) });
  });
});

describe('documentation of errors (finding 10)', () => {
  it('the OpenAPI document lists every error status in the one error shape', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const login = doc.paths['/api/auth/login'].post.responses;
    for (const status of ['400', '413', '414', '415', '429', '431', '500', '503']) {
      expect(login[status].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
    expect(doc.paths['/api/clients/{id}'].patch.responses).toHaveProperty('404');
    expect(doc.paths['/api/clients/{id}'].patch.responses).toHaveProperty('403');
    expect(doc.components.schemas.Error.required).toEqual(['error', 'message']);
  });
});
