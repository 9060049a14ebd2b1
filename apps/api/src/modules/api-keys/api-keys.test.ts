import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '@tradeworks/contracts/api-keys';
import { ApiKeyRateLimiter } from '../../http/api-key-rate-limit';
import { API_KEY_REFUSED } from '../../http/route-access';
import { hashToken } from '../../platform/auth/tokens';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';
import { auditRows, clientBody, createClientVia, userWithPermissions } from '../clients/clients.test-support';
import { createApiKeyVia } from './api-keys.test-support';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let otherOwner: TestUser;
let ownClient: { id: string };
let foreignClient: { id: string };

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant();
  other = await t.tenant();
  owner = await t.user({ tenant: acme, role: 'owner' });
  otherOwner = await t.user({ tenant: other, role: 'owner' });
  ownClient = await createClientVia(t, owner, acme, { firstName: 'Own', email: 'own@example.com' });
  foreignClient = await createClientVia(t, otherOwner, other, {
    firstName: 'Foreign',
    email: 'f@example.com',
  });
});
afterAll(() => t.close());

const asKey = (
  headers: { authorization: string },
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
) => t.request(null, method, url, { headers, body });

describe('creating and listing keys', () => {
  it('answers the key once, keeps only its hash, lists it without the key, and audits it', async () => {
    const res = await t.request(owner, 'POST', '/api/admin/api-keys', {
      tenant: acme,
      body: { name: ' Zapier ', scopes: ['clients:view', 'clients:view', 'invoices:edit'] },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.key).toMatch(/^twk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Zapier',
      prefix: created.key.slice(0, 10),
      scopes: ['clients:view', 'invoices:edit'],
      createdBy: { id: owner.id },
      lastUsedAt: null,
      expiresAt: null,
    });
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ key_hash: string; row: string }>(
        sql`select key_hash, to_jsonb(k)::text as row from api_keys k where id = ${created.id}`,
      ),
    );
    expect(rows[0].key_hash).toBe(hashToken(created.key));
    expect(rows[0].row).not.toContain(created.key);

    const list = await t.request(owner, 'GET', '/api/admin/api-keys', { tenant: acme });
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((k: { id: string }) => k.id === created.id);
    expect(listed).toMatchObject({ name: 'Zapier', prefix: created.prefix });
    expect(listed.key).toBeUndefined();
    expect(list.body).not.toContain(created.key);
    expect((await auditRows(t, created.id)).map((r) => r.summary)).toEqual(['API key Zapier created']);
  });

  it('refuses bad bodies with the messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: '', scopes: ['clients:view'] }, API_KEY_MESSAGES.nameRequired],
      [{ name: 'X', scopes: [] }, API_KEY_MESSAGES.scopesRequired],
      [{ name: 'X', scopes: ['clients:delete'] }, API_KEY_MESSAGES.scopeUnknown],
      [
        { name: 'X', scopes: ['clients:view'], expiresAt: '2001-01-01T00:00:00Z' },
        API_KEY_MESSAGES.expiryInPast,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.request(owner, 'POST', '/api/admin/api-keys', { tenant: acme, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('never gives a key more than its creator has', async () => {
    const editor = await userWithPermissions(t, acme, ['settings', 'clients:view']);
    const res = await t.request(editor, 'POST', '/api/admin/api-keys', {
      tenant: acme,
      body: { name: 'Too much', scopes: ['clients:view', 'clients:edit', 'invoices:view'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: API_KEY_MESSAGES.scopeBeyondCaller,
      fieldErrors: {
        'scopes.1': API_KEY_MESSAGES.scopeBeyondCaller,
        'scopes.2': API_KEY_MESSAGES.scopeBeyondCaller,
      },
    });
    expect(res.json().fieldErrors['scopes.0']).toBeUndefined();
  });

  it('is for settings editors: a member gets 403, another organization’s key is 404 to revoke', async () => {
    const member = await t.user({ tenant: acme, role: 'member' });
    const refused = await t.request(member, 'POST', '/api/admin/api-keys', {
      tenant: acme,
      body: { name: 'Mine', scopes: ['clients:view'] },
    });
    expect(refused.statusCode).toBe(403);
    const theirs = await createApiKeyVia(t, otherOwner, other, ['clients:view']);
    const revoke = await t.request(owner, 'DELETE', `/api/admin/api-keys/${theirs.id}`, { tenant: acme });
    expect(revoke.statusCode).toBe(404);
    expect((await asKey(theirs.headers, 'GET', '/api/clients')).statusCode).toBe(200);
  });
});

describe('Authorization: Bearer <key>', () => {
  it('a clients:view key reads clients of its organization only, cannot write, cannot read invoices', async () => {
    const { headers } = await createApiKeyVia(t, owner, acme, ['clients:view']);
    const list = await asKey(headers, 'GET', '/api/clients');
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((c: { id: string }) => c.id);
    expect(ids).toContain(ownClient.id);
    expect(ids).not.toContain(foreignClient.id);
    expect((await asKey(headers, 'GET', `/api/clients/${ownClient.id}`)).statusCode).toBe(200);
    expect((await asKey(headers, 'GET', `/api/clients/${foreignClient.id}`)).statusCode).toBe(404);
    const write = await asKey(headers, 'POST', '/api/clients', { firstName: 'No', lastName: 'Way' });
    expect(write.statusCode).toBe(403);
    expect((await asKey(headers, 'GET', '/api/invoices')).statusCode).toBe(403);
    // Naming another organization is refused as a made-up one is.
    const elsewhere = await asKey(headers, 'GET', `/api/clients?tenant=${other.slug}`);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('Organization not found');
    expect(elsewhere.body).not.toContain('Foreign');
  });

  it('an edit scope writes, as its creator, in the audit log', async () => {
    const { headers } = await createApiKeyVia(t, owner, acme, ['clients:edit']);
    const res = await asKey(
      headers,
      'POST',
      '/api/clients',
      clientBody({ firstName: 'Via', email: 'via.key@example.com' }),
    );
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.platform((tx) =>
      tx.execute<{ user_id: string }>(sql`select user_id from audit_log where entity_id = ${res.json().id}`),
    );
    expect(rows.map((r) => r.user_id)).toEqual([owner.id]);
  });

  it('revocation holds from the next request; the key then is 401 everywhere', async () => {
    const { id, headers } = await createApiKeyVia(t, owner, acme, ['clients:view']);
    expect((await asKey(headers, 'GET', '/api/clients')).statusCode).toBe(200);
    const revoke = await t.request(owner, 'DELETE', `/api/admin/api-keys/${id}`, { tenant: acme });
    expect(revoke.statusCode).toBe(204);
    expect((await asKey(headers, 'GET', '/api/clients')).statusCode).toBe(401);
    expect((await t.request(owner, 'DELETE', `/api/admin/api-keys/${id}`, { tenant: acme })).statusCode).toBe(
      404,
    );
    const list = await t.request(owner, 'GET', '/api/admin/api-keys', { tenant: acme });
    expect(list.json().map((k: { id: string }) => k.id)).not.toContain(id);
    expect((await auditRows(t, id)).map((r) => r.summary)).toEqual([
      'API key Zapier created',
      'API key Zapier revoked',
    ]);
  });

  it('expired keys, made-up keys and keys of a creator who left are 401; last use is recorded', async () => {
    const expiring = await createApiKeyVia(t, owner, acme, ['clients:view']);
    expect((await asKey(expiring.headers, 'GET', '/api/clients')).statusCode).toBe(200);
    const used = await t.request(owner, 'GET', '/api/admin/api-keys', { tenant: acme });
    expect(used.json().find((k: { id: string }) => k.id === expiring.id).lastUsedAt).not.toBeNull();
    await t.db.platform((tx) =>
      tx.execute(sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.id}`),
    );
    expect((await asKey(expiring.headers, 'GET', '/api/clients')).statusCode).toBe(401);
    const madeUp = { authorization: `Bearer twk_${'A'.repeat(43)}` };
    expect((await asKey(madeUp, 'GET', '/api/clients')).statusCode).toBe(401);

    const leaver = await t.user({ tenant: acme, role: 'admin' });
    const theirs = await createApiKeyVia(t, leaver, acme, ['clients:view']);
    expect((await asKey(theirs.headers, 'GET', '/api/clients')).statusCode).toBe(200);
    await t.db.platform((tx) =>
      tx.execute(sql`delete from memberships where tenant_id = ${acme.id} and user_id = ${leaver.id}`),
    );
    expect((await asKey(theirs.headers, 'GET', '/api/clients')).statusCode).toBe(401);
  });

  it('never reaches account or console routes, nor manages keys, even made by a super admin', async () => {
    const operator = await t.user({ tenant: acme, role: 'owner', superAdmin: true });
    const { headers } = await createApiKeyVia(t, operator, acme, ['settings:edit', 'clients:view']);
    const console = await asKey(headers, 'GET', '/api/super-admin/users');
    expect(console.statusCode).toBe(403);
    expect(console.json().message).toBe(API_KEY_REFUSED);
    const account = await asKey(headers, 'GET', '/api/auth/user');
    expect(account.statusCode).toBe(403);
    const password = await asKey(headers, 'POST', '/api/auth/change-password', {
      currentPassword: operator.password,
      newPassword: 'another-long-password-1',
    });
    expect(password.statusCode).toBe(403);
    const keys = await asKey(headers, 'GET', '/api/admin/api-keys');
    expect(keys.statusCode).toBe(403);
    expect(keys.json().message).toBe(API_KEY_MESSAGES.keysCannotManageKeys);
  });

  it('is rate-limited per key with Retry-After', async () => {
    const { headers } = await createApiKeyVia(t, owner, acme, ['clients:view']);
    const other = await createApiKeyVia(t, owner, acme, ['clients:view']);
    const previous = t.app.env.API_KEY_RATE_LIMIT_PER_MINUTE;
    t.app.env.API_KEY_RATE_LIMIT_PER_MINUTE = 2;
    try {
      expect((await asKey(headers, 'GET', '/api/clients')).statusCode).toBe(200);
      expect((await asKey(headers, 'GET', '/api/clients')).statusCode).toBe(200);
      const limited = await asKey(headers, 'GET', '/api/clients');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await asKey(other.headers, 'GET', '/api/clients')).statusCode).toBe(200);
    } finally {
      t.app.env.API_KEY_RATE_LIMIT_PER_MINUTE = previous;
    }
  });
});

describe('ApiKeyRateLimiter', () => {
  it('counts per key in one-minute windows', () => {
    const limiter = new ApiKeyRateLimiter();
    limiter.take('a', 2, 0);
    limiter.take('a', 2, 1_000);
    expect(() => limiter.take('a', 2, 30_000)).toThrow(/Try again in 30 seconds/);
    limiter.take('b', 2, 30_000);
    limiter.take('a', 2, 60_000);
  });
});
