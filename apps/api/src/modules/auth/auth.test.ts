import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TestContext, type TestTenant } from '../../test/test-context';
import { SESSION_COOKIE } from '../../platform/auth/session-cookie';
import { SIGN_IN_FREE_FAILURES } from './sign-in-limit';

let t: TestContext;
let acme: TestTenant;
let globex: TestTenant;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  globex = await t.tenant({ name: 'Globex Cooling' });
});
afterAll(() => t.close());

function sessionCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = ([] as string[]).concat(res.headers['set-cookie'] as string[] | string);
  const cookie = header.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

describe('POST /api/auth/login', () => {
  it('signs in with an httpOnly, SameSite=Lax session cookie and answers the current user', async () => {
    const user = await t.user({ tenant: acme, role: 'manager' });
    const res = await t.request(null, 'POST', '/api/auth/login', {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.json()).toMatchObject({
      email: user.email,
      hasPassword: true,
      activeTenant: { slug: acme.slug, role: 'manager' },
    });
    const me = await t.request({ ...user, cookie: cookie.split(';')[0] }, 'GET', '/api/auth/user');
    expect(me.statusCode).toBe(200);
  });

  it('answers 401 with the spec message for a wrong password or an unknown e-mail', async () => {
    const user = await t.user({ tenant: acme });
    for (const body of [
      { email: user.email, password: 'not the password' },
      { email: 'nobody@example.com', password: 'whatever-long' },
    ]) {
      const res = await t.request(null, 'POST', '/api/auth/login', { body });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Invalid email or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('slows repeated failures from one address with 429, even for the right password', async () => {
    const user = await t.user({ tenant: acme });
    for (let i = 0; i < SIGN_IN_FREE_FAILURES.addressAndAccount; i++) {
      const res = await t.request(null, 'POST', '/api/auth/login', {
        body: { email: user.email, password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.request(null, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('RATE_LIMITED');
  });

  it('answers 400 with field messages for a missing e-mail', async () => {
    const res = await t.request(null, 'POST', '/api/auth/login', { body: { password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.email).toBeDefined();
  });

  it('refuses a cross-site sign-in post', async () => {
    const user = await t.user({ tenant: acme });
    const res = await t.request(null, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.request(null, 'GET', '/api/auth/user');
    expect(res.statusCode).toBe(401);
  });

  it('lists memberships and the access table of the requested tenant', async () => {
    const user = await t.user({ tenant: acme, role: 'member' });
    await t.db.platform(async (tx) => {
      const { insertMembership } = await import('../../super-admin/tenants/tenants.repository');
      await insertMembership(tx, { tenantId: globex.id, userId: user.id, role: 'admin' });
    });
    const asMember = await t.request(user, 'GET', '/api/auth/user', { tenant: acme });
    expect(asMember.json().tenantMemberships).toHaveLength(2);
    expect(asMember.json().permissions).toMatchObject({ clients: 'edit', invoices: 'view' });
    expect(asMember.json().permissions.admin).toBeUndefined();
    const asAdmin = await t.request(user, 'GET', '/api/auth/user', { tenant: globex });
    expect(asAdmin.json().permissions).toMatchObject({ admin: 'edit', invoices: 'edit' });
    expect(asAdmin.json().activeTenant.slug).toBe(globex.slug);
  });

  it('gives no access in a tenant the user is not a member of; a super admin may enter any tenant', async () => {
    const outsider = await t.user({ tenant: acme });
    const res = await t.request(outsider, 'GET', '/api/auth/user', { tenant: globex });
    expect(res.json()).toMatchObject({ activeTenant: null, permissions: {} });
    const root = await t.user({ superAdmin: true });
    const asRoot = await t.request(root, 'GET', '/api/auth/user', { tenant: globex });
    expect(asRoot.json()).toMatchObject({
      is_super_admin: true,
      activeTenant: { slug: globex.slug, role: null },
    });
    expect(asRoot.json().permissions.admin).toBe('edit');
  });
});

describe("GET /api/auth/user: the organization's time zone", () => {
  it("names the active organization's zone (its `timezone` setting, else UTC; a name no runtime knows is UTC)", async () => {
    const zoned = await t.tenant({ name: 'Chicago Air' });
    const plain = await t.tenant({ name: 'Plain Air' });
    const odd = await t.tenant({ name: 'Odd Air' });
    const setZone = (tenant: TestTenant, zone: string) =>
      t.db.tenant({ tenantId: tenant.id, userId: null }, ({ tx }) =>
        tx.execute(sql`insert into general_settings (tenant_id, id, setting_key, setting_value)
          values (${tenant.id}, gen_random_uuid(), 'timezone', ${zone})`),
      );
    await setZone(zoned, 'America/Chicago');
    await setZone(odd, 'Mars/Olympus_Mons');
    const user = await t.user({ tenant: zoned, role: 'member' });
    await t.db.platform(async (tx) => {
      const { insertMembership } = await import('../../super-admin/tenants/tenants.repository');
      await insertMembership(tx, { tenantId: plain.id, userId: user.id, role: 'member' });
      await insertMembership(tx, { tenantId: odd.id, userId: user.id, role: 'member' });
    });
    const zoneIn = async (tenant: TestTenant) => {
      const res = await t.request(user, 'GET', '/api/auth/user', { tenant });
      expect(res.statusCode).toBe(200);
      return res.json().activeTenant;
    };
    expect(await zoneIn(zoned)).toMatchObject({ slug: zoned.slug, timeZone: 'America/Chicago' });
    expect(await zoneIn(plain)).toMatchObject({ slug: plain.slug, timeZone: 'UTC' });
    expect(await zoneIn(odd)).toMatchObject({ slug: odd.slug, timeZone: 'UTC' });

    // Signing in answers the same body; another organization's setting never leaks into it.
    const login = await t.request(null, 'POST', '/api/auth/login', {
      body: { email: user.email, password: user.password },
      tenant: plain,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().activeTenant).toMatchObject({ slug: plain.slug, timeZone: 'UTC' });
    // Without an active organization there is no zone to name.
    const outsider = await t.user({ tenant: acme });
    const none = await t.request(outsider, 'GET', '/api/auth/user', { tenant: zoned });
    expect(none.json().activeTenant).toBeNull();
  });
});

describe('PUT /api/auth/current-tenant', () => {
  it('stores the chosen default, which then applies without ?tenant=', async () => {
    const user = await t.user({ tenant: acme, role: 'member' });
    await t.db.platform(async (tx) => {
      const { insertMembership } = await import('../../super-admin/tenants/tenants.repository');
      await insertMembership(tx, { tenantId: globex.id, userId: user.id, role: 'manager' });
    });
    expect((await t.request(user, 'GET', '/api/auth/user')).json().activeTenant.slug).toBe(acme.slug);
    const res = await t.request(user, 'PUT', '/api/auth/current-tenant', { body: { slug: globex.slug } });
    expect(res.statusCode).toBe(204);
    const me = (await t.request(user, 'GET', '/api/auth/user')).json();
    expect(me.activeTenant.slug).toBe(globex.slug);
    expect(
      me.tenantMemberships.find((m: { tenant_slug: string }) => m.tenant_slug === globex.slug).is_default,
    ).toBe(true);
    expect(
      me.tenantMemberships.find((m: { tenant_slug: string }) => m.tenant_slug === acme.slug).is_default,
    ).toBe(false);
  });

  it('refuses a tenant the user does not belong to exactly like an unknown one (404: no enumeration)', async () => {
    const user = await t.user({ tenant: acme });
    const foreign = await t.request(user, 'PUT', '/api/auth/current-tenant', { body: { slug: globex.slug } });
    const unknown = await t.request(user, 'PUT', '/api/auth/current-tenant', {
      body: { slug: 'no-such-org' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(
      (await t.request(null, 'PUT', '/api/auth/current-tenant', { body: { slug: acme.slug } })).statusCode,
    ).toBe(401);
  });
});

describe('logout', () => {
  it('POST destroys the session and clears the cookie', async () => {
    const user = await t.user({ tenant: acme });
    const res = await t.request(user, 'POST', '/api/logout');
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'tw_session')?.value).toBe('');
    expect((await t.request(user, 'GET', '/api/auth/user')).statusCode).toBe(401);
  });

  it('GET signs out when opened on this site, and redirects to /login', async () => {
    const user = await t.user({ tenant: acme });
    const res = await t.request(user, 'GET', '/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    expect((await t.request(user, 'GET', '/api/auth/user')).statusCode).toBe(401);
  });

  it('GET from another site (an image or link elsewhere) signs nothing out', async () => {
    const user = await t.user({ tenant: acme });
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, {} as Record<string, string>]) {
      const res = await t.request(user, 'GET', '/api/logout', { headers });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    }
    expect((await t.request(user, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('POST from another site is refused by the same-origin guard', async () => {
    const user = await t.user({ tenant: acme });
    const res = await t.request(user, 'POST', '/api/logout', {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.request(user, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('expire after 30 days idle', async () => {
    const user = await t.user({ tenant: acme });
    const { sql } = await import('drizzle-orm');
    await t.db.platform((tx) =>
      tx.execute(
        sql`update sessions set last_seen_at = now() - interval '31 days' where user_id = ${user.id}`,
      ),
    );
    expect((await t.request(user, 'GET', '/api/auth/user')).statusCode).toBe(401);
  });

  it('are shared by several server processes on one database', async () => {
    const user = await t.user({ tenant: acme });
    const { buildApp } = await import('../../app');
    const second = await buildApp({
      db: t.db,
      env: t.app.env,
      logLevel: 'silent',
      webDistDir: '/nonexistent',
    });
    const res = await second.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    await second.close();
  });
});
