import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, emailOutbox, memberships, platformAuditLog, users } from '../../db/schema';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

let t: TestContext;
let root: TestUser;
let owner: TestUser;
let acme: TestTenant;

const UNKNOWN = '00000000-0000-7000-8000-000000000000';
const email = () => `new-${Math.random().toString(36).slice(2, 10)}@example.com`;
const usersUrl = (tenant: { id: string }) => `/api/super-admin/tenants/${tenant.id}/users`;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  root = await t.user({ superAdmin: true });
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const header = ([] as string[]).concat(res.headers['set-cookie'] as string[] | string);
  return header[0].split(';')[0];
}

describe('access', () => {
  it('answers 401 signed out and 403 to a tenant owner who is not a super admin', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', usersUrl(acme)],
      ['POST', usersUrl(acme), { email: email(), first_name: 'A', last_name: 'B' }],
      ['POST', `${usersUrl(acme)}/add-existing`, { userId: root.id }],
      ['PUT', `${usersUrl(acme)}/${owner.id}`, { first_name: 'A', last_name: 'B', role: 'member' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.request(null, method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(
        401,
      );
      expect(
        (await t.request(owner, method as 'GET', url, { body, tenant: acme })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
    const rootMemberships = await t.db.platform((tx) =>
      tx.$count(memberships, eq(memberships.userId, root.id)),
    );
    expect(rootMemberships).toBe(0);
  });
});

describe('POST /api/super-admin/tenants/:id/users', () => {
  it('creates an invited member: the invitation e-mail is queued and its link sets the password and signs in', async () => {
    const tenant = await t.tenant({ name: 'Invite Co' });
    const address = email();
    const res = await t.request(root, 'POST', usersUrl(tenant), {
      body: { email: address.toUpperCase(), first_name: 'Ina', last_name: 'Vite' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email: address,
      first_name: 'Ina',
      last_name: 'Vite',
      role: 'member',
      is_default: true,
      last_login: null,
      invitation_sent: true,
    });

    const mails = await t.db.platform((tx) =>
      tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.tenantId, tenant.id), eq(emailOutbox.toAddress, address))),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: "You're invited to Invite Co on Tradeworks",
      relatedEntity: 'user',
      relatedId: created.id,
    });
    const link = /https?:\/\/\S+\/set-password\?token=(\S+)/.exec(mails[0].textBody);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]);

    const set = await t.request(null, 'POST', '/api/auth/set-password', {
      body: { token, password: 'a-brand-new-password' },
    });
    expect(set.statusCode).toBe(200);
    const me = await t.request(
      { id: created.id, email: address, password: '', cookie: cookieOf(set) },
      'GET',
      '/api/auth/user',
    );
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: address, activeTenant: { id: tenant.id, role: 'member' } });
    // Single use.
    const again = await t.request(null, 'POST', '/api/auth/set-password', {
      body: { token, password: 'another-password-1' },
    });
    expect(again.statusCode).toBe(404);
  });

  it('creates a member with a password and a role, sends no invitation, and audits user and membership', async () => {
    const tenant = await t.tenant();
    const address = email();
    const res = await t.request(root, 'POST', usersUrl(tenant), {
      body: {
        email: address,
        first_name: 'Pat',
        last_name: 'Word',
        role: 'manager',
        password: 'long-enough-pw',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'manager', invitation_sent: false });
    const userId = res.json().id;
    expect(await t.db.platform((tx) => tx.$count(emailOutbox, eq(emailOutbox.tenantId, tenant.id)))).toBe(0);
    const login = await t.request(null, 'POST', '/api/auth/login', {
      body: { email: address, password: 'long-enough-pw' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().activeTenant).toMatchObject({ id: tenant.id, role: 'manager' });

    const platformRows = await t.db.platform((tx) =>
      tx.select().from(platformAuditLog).where(eq(platformAuditLog.userId, root.id)),
    );
    expect(platformRows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entity: 'user', entityId: userId, action: 'create' }),
        expect.objectContaining({
          entity: 'membership',
          action: 'create',
          changes: expect.objectContaining({ userId, role: 'manager' }),
        }),
      ]),
    );
    const tenantRows = await t.db.platform((tx) =>
      tx.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id)),
    );
    expect(tenantRows).toEqual([
      expect.objectContaining({ userId: root.id, entity: 'membership', action: 'create' }),
    ]);
  });

  it.each([
    [
      { email: 'not-an-email', first_name: 'A', last_name: 'B' },
      'email',
      'Please enter a valid email address',
    ],
    [{ first_name: 'A', last_name: 'B' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@example.com', last_name: 'B' }, 'first_name', 'First name is required'],
    [{ email: 'a@example.com', first_name: ' ', last_name: 'B' }, 'first_name', 'First name is required'],
    [{ email: 'a@example.com', first_name: 'A', last_name: '' }, 'last_name', 'Last name is required'],
    [{ email: 'a@example.com', first_name: 'A', last_name: 'B', role: '' }, 'role', 'Role is required'],
    [
      { email: 'a@example.com', first_name: 'A', last_name: 'B', password: 'short' },
      'password',
      'Password must be at least 10 characters',
    ],
  ])('refuses %j with "%s: %s"', async (body, field, message) => {
    const res = await t.request(root, 'POST', usersUrl(acme), { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('answers 409 for an e-mail that already has an account, pointing to add-existing', async () => {
    const res = await t.request(root, 'POST', usersUrl(acme), {
      body: { email: owner.email.toUpperCase(), first_name: 'A', last_name: 'B' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'CONFLICT',
      message: expect.stringMatching(/already exists.*Add existing user/),
    });
  });

  it("answers 404 'Tenant not found' for an unknown tenant, and creates no user", async () => {
    const address = email();
    const res = await t.request(root, 'POST', usersUrl({ id: UNKNOWN }), {
      body: { email: address, first_name: 'A', last_name: 'B' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Tenant not found');
    expect(await t.db.platform((tx) => tx.$count(users, eq(users.email, address)))).toBe(0);
  });
});

describe('GET /api/super-admin/tenants/:id/users', () => {
  it('lists members with the tenant-user fields, paged and searched on e-mail and name', async () => {
    const tenant = await t.tenant();
    for (const [first, last] of [
      ['Alice', 'Anders'],
      ['Bob', 'Baker'],
      ['Carla', 'Baker'],
    ]) {
      await t.request(root, 'POST', usersUrl(tenant), {
        body: {
          email: `${first.toLowerCase()}-${tenant.slug}@example.com`,
          first_name: first,
          last_name: last,
          password: 'long-enough-pw',
        },
      });
    }
    await t.request(null, 'POST', '/api/auth/login', {
      body: { email: `alice-${tenant.slug}@example.com`, password: 'long-enough-pw' },
    });
    const all = await t.request(root, 'GET', usersUrl(tenant), { query: { limit: 2 } });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json().map((u: { first_name: string }) => u.first_name)).toEqual(['Alice', 'Bob']);
    expect(Object.keys(all.json()[0]).sort()).toEqual([
      'email',
      'first_name',
      'id',
      'is_default',
      'joined_at',
      'last_login',
      'last_name',
      'membership_id',
      'role',
    ]);
    expect(all.json()[0].last_login).not.toBeNull();
    expect(all.json()[1].last_login).toBeNull();
    const rest = await t.request(root, 'GET', usersUrl(tenant), { query: { limit: 2, offset: 2 } });
    expect(rest.json().map((u: { first_name: string }) => u.first_name)).toEqual(['Carla']);

    const baker = await t.request(root, 'GET', usersUrl(tenant), { query: { search: 'BAKER' } });
    expect(baker.headers['x-total-count']).toBe('2');
    const byEmail = await t.request(root, 'GET', usersUrl(tenant), {
      query: { search: `alice-${tenant.slug}` },
    });
    expect(byEmail.json().map((u: { last_name: string }) => u.last_name)).toEqual(['Anders']);
    const fullName = await t.request(root, 'GET', usersUrl(tenant), { query: { search: 'carla baker' } });
    expect(fullName.json()).toHaveLength(1);
  });

  it('does not show members of other tenants, and answers 404 for an unknown tenant', async () => {
    const res = await t.request(root, 'GET', usersUrl(acme));
    expect(res.json().map((u: { id: string }) => u.id)).toEqual([owner.id]);
    expect((await t.request(root, 'GET', usersUrl({ id: UNKNOWN }))).statusCode).toBe(404);
  });
});

describe('POST /api/super-admin/tenants/:id/users/add-existing', () => {
  it('adds an existing user as member by default and audits it in the tenant', async () => {
    const tenant = await t.tenant();
    const res = await t.request(root, 'POST', `${usersUrl(tenant)}/add-existing`, {
      body: { userId: owner.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: owner.id, email: owner.email, role: 'member', is_default: false });
    const rows = await t.db.platform((tx) =>
      tx.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id)),
    );
    expect(rows).toEqual([
      expect.objectContaining({ entity: 'membership', action: 'create', userId: root.id }),
    ]);
  });

  it('makes the first membership of a user without any the default', async () => {
    const tenant = await t.tenant();
    const loner = await t.user();
    const res = await t.request(root, 'POST', `${usersUrl(tenant)}/add-existing`, {
      body: { userId: loner.id, role: 'admin' },
    });
    expect(res.json()).toMatchObject({ role: 'admin', is_default: true });
    const me = await t.request(loner, 'GET', '/api/auth/user');
    expect(me.json().activeTenant).toMatchObject({ id: tenant.id, role: 'admin' });
  });

  it('answers 409 when already a member, 404 for an unknown user or tenant, 400 without a user', async () => {
    const dup = await t.request(root, 'POST', `${usersUrl(acme)}/add-existing`, {
      body: { userId: owner.id },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('This user is already a member of this organization');
    const noUser = await t.request(root, 'POST', `${usersUrl(acme)}/add-existing`, {
      body: { userId: UNKNOWN },
    });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json().message).toBe('User not found');
    expect(
      (
        await t.request(root, 'POST', `${usersUrl({ id: UNKNOWN })}/add-existing`, {
          body: { userId: owner.id },
        })
      ).statusCode,
    ).toBe(404);
    const none = await t.request(root, 'POST', `${usersUrl(acme)}/add-existing`, { body: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.userId).toBe('A user must be selected');
  });
});

describe('PUT /api/super-admin/tenants/:id/users/:userId', () => {
  it('changes names and role, auditing the user and the membership', async () => {
    const tenant = await t.tenant();
    const member = await t.user({ tenant, role: 'member' });
    const res = await t.request(root, 'PUT', `${usersUrl(tenant)}/${member.id}`, {
      body: { first_name: 'Renamed', last_name: 'Person', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: member.id,
      first_name: 'Renamed',
      last_name: 'Person',
      role: 'admin',
    });
    const tenantRows = await t.db.platform((tx) =>
      tx.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id)),
    );
    expect(tenantRows).toEqual([
      expect.objectContaining({
        action: 'update',
        changes: { userId: member.id, role: { from: 'member', to: 'admin' } },
      }),
    ]);
    const userRows = await t.db.platform((tx) =>
      tx
        .select()
        .from(platformAuditLog)
        .where(and(eq(platformAuditLog.entityId, member.id), eq(platformAuditLog.action, 'update'))),
    );
    expect(userRows[0].changes).toEqual({
      firstName: { from: 'Test', to: 'Renamed' },
      lastName: { from: 'User', to: 'Person' },
    });
  });

  it.each([
    [{ last_name: 'B', role: 'member' }, 'first_name', 'First name is required'],
    [{ first_name: 'A', last_name: '', role: 'member' }, 'last_name', 'Last name is required'],
    [{ first_name: 'A', last_name: 'B' }, 'role', 'Role is required'],
    [{ first_name: 'A', last_name: 'B', role: '' }, 'role', 'Role is required'],
  ])('refuses %j with "%s: %s"', async (body, field, message) => {
    const res = await t.request(root, 'PUT', `${usersUrl(acme)}/${owner.id}`, { body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('answers 404 for a user who is not a member of that tenant, and for an unknown tenant', async () => {
    const other = await t.tenant();
    const res = await t.request(root, 'PUT', `${usersUrl(other)}/${owner.id}`, {
      body: { first_name: 'A', last_name: 'B', role: 'admin' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found');
    const unknownTenant = await t.request(root, 'PUT', `${usersUrl({ id: UNKNOWN })}/${owner.id}`, {
      body: { first_name: 'A', last_name: 'B', role: 'admin' },
    });
    expect(unknownTenant.json().message).toBe('Tenant not found');
    const stored = await t.db.platform((tx) =>
      tx.query.memberships.findFirst({ where: eq(memberships.userId, owner.id) }),
    );
    expect(stored?.role).toBe('owner');
  });
});
