import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';
import type { FastifyRequest } from 'fastify';
import { tenantTimeZone } from '../platform/tenant-clock';
import { CONSOLE_CACHE_SLUG, ENTRY_TTL_MS, SessionCache, requestDatabase } from './session-reuse';
import type { RequestAuth } from './request-auth';
import { clientBody } from '../modules/clients/clients.test-support';

let t: TestContext;
let acme: TestTenant;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
});
afterAll(() => t.close());

const epoch = async () =>
  Number(
    (await t.db.platform((tx) => tx.execute<{ epoch: string }>(sql`select epoch from auth_epoch`))).rows[0]
      .epoch,
  );

/** How many full session lookups `requests` made. */
async function lookupsDuring(requests: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(t.db, 'platformStatement');
  try {
    await requests();
    return spy.mock.calls.filter(([name]) => String(name).startsWith('tw_session_')).length;
  } finally {
    spy.mockRestore();
  }
}

const setRole = (user: TestUser, role: string) =>
  t.db.platform((tx) =>
    tx.execute(sql`update memberships set role = ${role}::membership_role where user_id = ${user.id}`),
  );

describe('reads reuse a session looked up moments before', () => {
  it('a second read runs no session lookup; a change (POST) always looks the session up', async () => {
    const user = await t.user({ tenant: acme, role: 'manager' });
    const reads = await lookupsDuring(async () => {
      for (let i = 0; i < 3; i++) {
        expect((await t.request(user, 'GET', '/api/clients/summary', { tenant: acme })).statusCode).toBe(200);
      }
    });
    expect(reads).toBe(1);
    const writes = await lookupsDuring(async () => {
      for (let i = 0; i < 2; i++) {
        const res = await t.request(user, 'POST', '/api/clients', {
          tenant: acme,
          body: clientBody({ email: `client-${i}@example.com` }),
        });
        expect(res.statusCode).toBe(201);
      }
    });
    expect(writes).toBe(2);
  });

  it('a sign-out refuses the old cookie on the very next read', async () => {
    const user = await t.user({ tenant: acme, role: 'manager' });
    expect((await t.request(user, 'GET', '/api/clients/summary', { tenant: acme })).statusCode).toBe(200);
    expect((await t.request(user, 'POST', '/api/logout')).statusCode).toBeLessThan(300);
    // The route reads in a tenant transaction: the proof there fails, the read is retried on a fresh lookup.
    const res = await t.request(user, 'GET', '/api/clients/summary', { tenant: acme });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('a read that runs no tenant transaction proves the session before its answer leaves', async () => {
    const user = await t.user({ tenant: acme, role: 'manager' });
    expect((await t.request(user, 'GET', '/api/auth/user', { tenant: acme })).statusCode).toBe(200);
    await t.db.platform((tx) => tx.execute(sql`delete from sessions where user_id = ${user.id}`));
    const res = await t.request(user, 'GET', '/api/auth/user', { tenant: acme });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain(user.email);
  });

  it('a read served from memory (no transaction at all) is refused when the role no longer allows it', async () => {
    const user = await t.user({ tenant: acme, role: 'manager' });
    const progress = `/api/exports/progress/${randomUUID()}`;
    expect((await t.request(user, 'GET', '/api/exports/summary', { tenant: acme })).statusCode).toBe(200);
    expect((await t.request(user, 'GET', progress, { tenant: acme })).statusCode).toBe(404);
    await setRole(user, 'member');
    const res = await t.request(user, 'GET', progress, { tenant: acme });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'FORBIDDEN', message: 'You do not have permission to do this' });
  });

  it('a member removed from the organization is refused on the next read', async () => {
    const user = await t.user({ tenant: acme, role: 'member' });
    expect((await t.request(user, 'GET', '/api/clients', { tenant: acme })).statusCode).toBe(200);
    await t.db.platform((tx) => tx.execute(sql`delete from memberships where user_id = ${user.id}`));
    const res = await t.request(user, 'GET', '/api/clients', { tenant: acme });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Organization not found');
  });

  it('a lowered role is refused on the next read, also when the answer is a streamed file', async () => {
    const user = await t.user({ tenant: acme, role: 'manager' });
    expect((await t.request(user, 'GET', '/api/exports/summary', { tenant: acme })).statusCode).toBe(200);
    expect((await t.request(user, 'GET', '/api/exports/clients.csv', { tenant: acme })).statusCode).toBe(200);
    await setRole(user, 'member');
    expect((await t.request(user, 'GET', '/api/exports/summary', { tenant: acme })).statusCode).toBe(403);
    const csv = await t.request(user, 'GET', '/api/exports/clients.csv', { tenant: acme });
    expect(csv.statusCode).toBe(403);
    expect(csv.headers['content-type']).toMatch(/application\/json/);
  });

  it('a raised role takes effect on the next read', async () => {
    const user = await t.user({ tenant: acme, role: 'member' });
    expect((await t.request(user, 'GET', '/api/exports/summary', { tenant: acme })).statusCode).toBe(403);
    expect((await t.request(user, 'GET', '/api/clients/summary', { tenant: acme })).statusCode).toBe(200);
    await setRole(user, 'manager');
    expect((await t.request(user, 'GET', '/api/exports/summary', { tenant: acme })).statusCode).toBe(200);
  });

  it('a suspended organization is refused on the next read', async () => {
    const tenant = await t.tenant();
    const user = await t.user({ tenant, role: 'owner' });
    expect((await t.request(user, 'GET', '/api/clients/summary', { tenant })).statusCode).toBe(200);
    await t.db.platform((tx) =>
      tx.execute(sql`update tenants set status = 'suspended' where id = ${tenant.id}`),
    );
    expect((await t.request(user, 'GET', '/api/clients/summary', { tenant })).statusCode).toBe(403);
  });
});

describe("the console's reads reuse a super admin's session", () => {
  it('a second console read runs no lookup; a tenant read by the same super admin still does', async () => {
    const admin = await t.user({ superAdmin: true });
    const reads = await lookupsDuring(async () => {
      for (let i = 0; i < 3; i++) {
        expect((await t.request(admin, 'GET', '/api/super-admin/tenants')).statusCode).toBe(200);
      }
    });
    expect(reads).toBe(1);
    const tenantReads = await lookupsDuring(async () => {
      for (let i = 0; i < 2; i++) {
        expect((await t.request(admin, 'GET', '/api/clients/summary', { tenant: acme })).statusCode).toBe(
          200,
        );
      }
    });
    expect(tenantReads).toBe(2);
  });

  it('a super admin whose flag was taken away is refused on the next console read, and sees no data', async () => {
    const admin = await t.user({ superAdmin: true });
    const first = await t.request(admin, 'GET', '/api/super-admin/tenants');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(acme.id);
    await t.db.platform((tx) =>
      tx.execute(sql`update users set is_super_admin = false where id = ${admin.id}`),
    );
    const res = await t.request(admin, 'GET', '/api/super-admin/tenants');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(acme.id);
  });

  it('a signed-out super admin is refused on the next console read', async () => {
    const admin = await t.user({ superAdmin: true });
    expect((await t.request(admin, 'GET', '/api/super-admin/tenants')).statusCode).toBe(200);
    await t.db.platform((tx) => tx.execute(sql`delete from sessions where user_id = ${admin.id}`));
    expect((await t.request(admin, 'GET', '/api/super-admin/tenants')).statusCode).toBe(401);
  });
});

describe("the organization's time zone comes with the session", () => {
  it('a changed zone setting is seen on the very next read', async () => {
    const zoned = await t.tenant({ name: 'Zoned Air' });
    const user = await t.user({ tenant: zoned, role: 'owner' });
    const zoneNow = async () => {
      const res = await t.request(user, 'GET', '/api/auth/user', { tenant: zoned });
      expect(res.statusCode).toBe(200);
      return res.json().activeTenant.timeZone as string;
    };
    const settings = (statement: ReturnType<typeof sql>) =>
      t.db.tenant({ tenantId: zoned.id, userId: null }, ({ tx }) => tx.execute(statement));
    expect(await zoneNow()).toBe('UTC');
    expect(await zoneNow()).toBe('UTC');
    await settings(sql`insert into general_settings (tenant_id, id, setting_key, setting_value)
      values (${zoned.id}, gen_random_uuid(), 'timezone', 'America/Chicago')`);
    expect(await zoneNow()).toBe('America/Chicago');
    await settings(
      sql`update general_settings set setting_value = 'Europe/Paris' where tenant_id = ${zoned.id}`,
    );
    expect(await zoneNow()).toBe('Europe/Paris');
    await settings(sql`delete from general_settings where tenant_id = ${zoned.id}`);
    expect(await zoneNow()).toBe('UTC');
  });

  it("a read's transactions in its own tenant know the zone without reading it; a change reads it", async () => {
    const tenant = {
      id: acme.id,
      name: 'Acme',
      slug: acme.slug,
      role: 'owner' as const,
      timeZone: 'Asia/Tokyo',
    };
    const zoneIn = (method: string, tenantId: string) =>
      requestDatabase(t.db, {
        method,
        resolvedAuth: { tenant },
      } as unknown as FastifyRequest).tenant({ tenantId, userId: null }, async (scope) => ({
        known: scope.timeZone,
        zone: await tenantTimeZone(scope),
      }));
    expect(await zoneIn('GET', acme.id)).toEqual({ known: 'Asia/Tokyo', zone: 'Asia/Tokyo' });
    expect(await zoneIn('POST', acme.id)).toEqual({ known: undefined, zone: 'UTC' });
    const other = await t.tenant({ name: 'Other Air' });
    expect(await zoneIn('GET', other.id)).toEqual({ known: undefined, zone: 'UTC' });
  });
});

describe('auth_epoch', () => {
  it('moves with a sign-out, a membership or role change and a user change, not with the session touch', async () => {
    const user = await t.user({ tenant: acme, role: 'member' });
    const start = await epoch();
    await t.db.platform((tx) =>
      tx.execute(
        sql`update sessions set last_seen_at = now() - interval '1 hour' where user_id = ${user.id}`,
      ),
    );
    // A session due for its touch: the lookup moves last_seen_at on.
    expect((await t.request(user, 'GET', '/api/auth/user')).statusCode).toBe(200);
    expect(await epoch()).toBe(start);
    await setRole(user, 'manager');
    expect(await epoch()).toBe(start + 1);
    await t.db.platform((tx) =>
      tx.execute(sql`update users set first_name = 'Renamed' where id = ${user.id}`),
    );
    expect(await epoch()).toBe(start + 2);
    await t.db.platform((tx) => tx.execute(sql`delete from sessions where user_id = ${user.id}`));
    expect(await epoch()).toBe(start + 3);
  });

  it('cannot be moved back by the roles a request runs as', async () => {
    for (const role of ['tradeworks_app', 'tradeworks_platform']) {
      await expect(
        t.db.platform(async (tx) => {
          await tx.execute(sql`select set_config('role', ${role}, true)`);
          await tx.execute(sql`update auth_epoch set epoch = 0`);
        }),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
    }
  });
});

describe('SessionCache', () => {
  const auth = (
    isSuperAdmin = false,
    tenant: RequestAuth['tenant'] = { id: 't', name: 'T', slug: 't', role: 'owner', timeZone: 'UTC' },
  ) =>
    ({ user: { id: 'u', isSuperAdmin }, tenant, tenantDenied: null, access: {} }) as unknown as RequestAuth;

  it('keeps an entry for ENTRY_TTL_MS, per session and tenant slug', () => {
    const cache = new SessionCache();
    cache.set('hash', 'acme', auth(), '7', 1_000);
    expect(cache.get('hash', 'acme', 1_000 + ENTRY_TTL_MS - 1)?.epoch).toBe('7');
    expect(cache.get('hash', null, 1_000)).toBeUndefined();
    expect(cache.get('hash', 'acme', 1_000 + ENTRY_TTL_MS)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps a super admin only under the console key, and never a refused tenant', () => {
    const cache = new SessionCache();
    cache.set('a', null, auth(true), '1');
    cache.set('a', 't', auth(true), '1');
    cache.set('b', null, auth(false, null), '1');
    cache.set('c', CONSOLE_CACHE_SLUG, auth(false, null), '1');
    expect(cache.size).toBe(0);
    cache.set('a', CONSOLE_CACHE_SLUG, auth(true, null), '1');
    expect(cache.get('a', CONSOLE_CACHE_SLUG)?.auth.user.isSuperAdmin).toBe(true);
    expect(cache.get('a', null)).toBeUndefined();
  });

  it('is bounded: past 10,000 entries the oldest goes', () => {
    const cache = new SessionCache();
    for (let i = 0; i <= 10_000; i++) cache.set(`h${i}`, null, auth(), '1');
    expect(cache.size).toBe(10_000);
    expect(cache.get('h0', null)).toBeUndefined();
    expect(cache.get('h10000', null)).toBeDefined();
  });
});
