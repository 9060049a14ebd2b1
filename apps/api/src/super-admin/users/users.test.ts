import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, emailOutbox, memberships, platformAuditLog, users } from '../../db/schema';
import { insertMembership } from '../tenants/tenants.repository';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

let t: TestContext;
let root: TestUser;
let owner: TestUser;
let acme: TestTenant;
let globex: TestTenant;

const UNKNOWN = '00000000-0000-7000-8000-000000000000';
const email = () => `u-${Math.random().toString(36).slice(2, 10)}@example.com`;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  globex = await t.tenant({ name: 'Globex Cooling' });
  root = await t.user({ superAdmin: true });
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  t.request(root, 'POST', '/api/super-admin/users/create-with-tenants', { body });
const tokenIn = (text: string) => decodeURIComponent(/\/set-password\?token=(\S+)/.exec(text)![1]);
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat(res.headers['set-cookie'] as string)[0].split(';')[0];

describe('access', () => {
  it('answers 401 signed out and 403 to a tenant owner who is not a super admin', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/super-admin/users'],
      ['GET', `/api/super-admin/users/${owner.id}`],
      ['PUT', `/api/super-admin/users/${owner.id}`, { email: owner.email, is_super_admin: true }],
      [
        'POST',
        '/api/super-admin/users/create-with-tenants',
        { email: email(), first_name: 'A', last_name: 'B' },
      ],
      ['DELETE', `/api/super-admin/user-tenant-memberships/${UNKNOWN}`],
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
    const stored = await t.db.platform((tx) => tx.query.users.findFirst({ where: eq(users.id, owner.id) }));
    expect(stored?.isSuperAdmin).toBe(false);
  });
});

describe('POST /api/super-admin/users/create-with-tenants', () => {
  it('creates a user in several tenants; the first is the default and carries the invitation e-mail', async () => {
    const address = email();
    const res = await create({
      email: address,
      first_name: 'Multi',
      last_name: 'Tenant',
      tenant_assignments: [{ tenant_id: globex.id, role: 'admin' }, { tenant_id: acme.id }],
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: address,
      firstName: 'Multi',
      isSuperAdmin: false,
      currentTenantId: globex.id,
      invitationSent: true,
    });
    expect(user.invitationUrl).toBeUndefined();
    expect(user.tenants).toEqual([
      expect.objectContaining({
        tenantId: acme.id,
        tenantName: 'Acme Heating',
        role: 'member',
        isDefault: false,
      }),
      expect.objectContaining({
        tenantId: globex.id,
        tenantName: 'Globex Cooling',
        role: 'admin',
        isDefault: true,
      }),
    ]);
    const mails = await t.db.platform((tx) =>
      tx.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)),
    );
    expect(mails).toEqual([
      expect.objectContaining({
        tenantId: globex.id,
        subject: "You're invited to Globex Cooling on Tradeworks",
      }),
    ]);

    const set = await t.request(null, 'POST', '/api/auth/set-password', {
      body: { token: tokenIn(mails[0].textBody), password: 'chosen-password-1' },
    });
    expect(set.statusCode).toBe(200);
    const me = await t.request(
      { id: user.id, email: address, password: '', cookie: cookieOf(set) },
      'GET',
      '/api/auth/user',
    );
    expect(me.json()).toMatchObject({ email: address, activeTenant: { id: globex.id, role: 'admin' } });

    for (const tenant of [acme, globex]) {
      const rows = await t.db.platform((tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.entity, 'membership'))),
      );
      expect(rows.some((r) => (r.changes as { userId?: string }).userId === user.id)).toBe(true);
    }
    const created = await t.db.platform((tx) =>
      tx
        .select()
        .from(platformAuditLog)
        .where(and(eq(platformAuditLog.entityId, user.id), eq(platformAuditLog.action, 'create'))),
    );
    expect(created).toEqual([expect.objectContaining({ userId: root.id, entity: 'user' })]);
  });

  it('without a tenant and without a password answers the set-password link, which works', async () => {
    const address = email();
    const res = await create({ email: address, first_name: 'No', last_name: 'Tenant', is_super_admin: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isSuperAdmin: true,
      tenants: [],
      currentTenantId: null,
      invitationSent: false,
    });
    const url: string = res.json().invitationUrl;
    expect(url).toMatch(/^http.*\/set-password\?token=/);
    const set = await t.request(null, 'POST', '/api/auth/set-password', {
      body: { token: tokenIn(url), password: 'chosen-password-2' },
    });
    expect(set.statusCode).toBe(200);
    const me = await t.request(
      { id: res.json().id, email: address, password: '', cookie: cookieOf(set) },
      'GET',
      '/api/auth/user',
    );
    expect(me.json()).toMatchObject({ email: address, is_super_admin: true });
  });

  it('with a password sends nothing and the user can sign in', async () => {
    const address = email();
    const res = await create({
      email: address,
      first_name: 'Has',
      last_name: 'Password',
      password: 'long-enough-pw',
      tenant_assignments: [{ tenant_id: acme.id, role: 'manager' }],
    });
    expect(res.json()).toMatchObject({ invitationSent: false });
    expect(res.json().invitationUrl).toBeUndefined();
    expect(await t.db.platform((tx) => tx.$count(emailOutbox, eq(emailOutbox.toAddress, address)))).toBe(0);
    const login = await t.request(null, 'POST', '/api/auth/login', {
      body: { email: address, password: 'long-enough-pw' },
    });
    expect(login.json().activeTenant).toMatchObject({ id: acme.id, role: 'manager' });
  });

  it.each([
    [{ email: 'nope', first_name: 'A', last_name: 'B' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@example.com', last_name: 'B' }, 'first_name', 'First name is required'],
    [{ email: 'a@example.com', first_name: 'A' }, 'last_name', 'Last name is required'],
    [
      { email: 'a@example.com', first_name: 'A', last_name: 'B', tenant_assignments: [{ role: 'member' }] },
      'tenant_assignments.0.tenant_id',
      'A tenant must be chosen',
    ],
    [
      {
        email: 'a@example.com',
        first_name: 'A',
        last_name: 'B',
        tenant_assignments: [{ tenant_id: UNKNOWN, role: '' }],
      },
      'tenant_assignments.0.role',
      'Role is required',
    ],
  ])('refuses %j with "%s: %s"', async (body, field, message) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('refuses tenants that are not active, unknown or assigned twice, and creates no user', async () => {
    const suspended = await t.tenant({ name: 'Frozen', status: 'suspended' });
    const address = email();
    const cases: Array<[unknown[], string]> = [
      [[{ tenant_id: acme.id }, { tenant_id: suspended.id }], 'tenant_assignments.1.tenant_id'],
      [[{ tenant_id: UNKNOWN }], 'tenant_assignments.0.tenant_id'],
      [[{ tenant_id: acme.id }, { tenant_id: acme.id }], 'tenant_assignments'],
    ];
    for (const [assignments, field] of cases) {
      const res = await create({
        email: address,
        first_name: 'A',
        last_name: 'B',
        tenant_assignments: assignments,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty([field]);
    }
    expect(await t.db.platform((tx) => tx.$count(users, eq(users.email, address)))).toBe(0);
  });

  it('answers 409 for an existing e-mail', async () => {
    const res = await create({ email: owner.email, first_name: 'A', last_name: 'B' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('CONFLICT');
  });
});

describe('GET /api/super-admin/users', () => {
  it('answers the platform view, paged and searched on e-mail, names or tenant name, with X-Total-Count', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const tenant = await t.tenant({ name: `Northwind ${tag}` });
    const a = await t.user({ tenant, role: 'admin', firstName: `Zed${tag}` });
    const b = await t.user({ tenant });
    await t.user({ email: `solo-${tag}@example.com` });

    const byTenant = await t.request(root, 'GET', '/api/super-admin/users', {
      query: { search: `NORTHWIND ${tag}`, limit: 1 },
    });
    expect(byTenant.statusCode).toBe(200);
    expect(byTenant.headers['x-total-count']).toBe('2');
    expect(byTenant.json()).toHaveLength(1);
    const next = await t.request(root, 'GET', '/api/super-admin/users', {
      query: { search: `northwind ${tag}`, limit: 1, offset: 1 },
    });
    expect([byTenant.json()[0].id, next.json()[0].id].sort()).toEqual([a.id, b.id].sort());

    const byName = (
      await t.request(root, 'GET', '/api/super-admin/users', { query: { search: `zed${tag}` } })
    ).json();
    expect(byName).toHaveLength(1);
    expect(Object.keys(byName[0]).sort()).toEqual([
      'avatarUrl',
      'createdAt',
      'currentTenantId',
      'email',
      'firstName',
      'id',
      'isSuperAdmin',
      'lastLoginDate',
      'lastName',
      'tenants',
    ]);
    expect(byName[0].tenants).toEqual([
      {
        id: expect.any(String),
        tenantId: tenant.id,
        tenantName: `Northwind ${tag}`,
        role: 'admin',
        isDefault: true,
        joinedAt: expect.any(String),
      },
    ]);
    const byEmail = await t.request(root, 'GET', '/api/super-admin/users', {
      query: { search: `SOLO-${tag}` },
    });
    expect(byEmail.json()).toEqual([
      expect.objectContaining({ email: `solo-${tag}@example.com`, tenants: [] }),
    ]);
  });
});

describe('GET /api/super-admin/users/:id', () => {
  it("answers one user, and 404 'User not found' for an unknown id", async () => {
    const res = await t.request(root, 'GET', `/api/super-admin/users/${owner.id}`);
    expect(res.json()).toMatchObject({
      id: owner.id,
      email: owner.email,
      tenants: [expect.objectContaining({ tenantId: acme.id, role: 'owner' })],
    });
    const missing = await t.request(root, 'GET', `/api/super-admin/users/${UNKNOWN}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'User not found' });
  });
});

describe('GET /api/super-admin/users/:id/tenants', () => {
  it("answers a page of the user's tenants by name, searched on it, with X-Total-Count; pending invitations are left out", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const [alpha, beta, gamma, invited] = [
      await t.tenant({ name: `Alpha ${tag}` }),
      await t.tenant({ name: `Beta ${tag}` }),
      await t.tenant({ name: `Gamma ${tag}` }),
      await t.tenant({ name: `Delta ${tag}` }),
    ];
    const user = await t.user({ tenant: gamma, role: 'admin' });
    await t.db.platform(async (tx) => {
      await insertMembership(tx, { tenantId: alpha.id, userId: user.id, role: 'member' });
      await insertMembership(tx, { tenantId: beta.id, userId: user.id, role: 'manager' });
      await insertMembership(tx, {
        tenantId: invited.id,
        userId: user.id,
        role: 'member',
        status: 'pending',
      });
    });
    const url = `/api/super-admin/users/${user.id}/tenants`;

    const first = await t.request(root, 'GET', url, { query: { limit: 2 } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json()).toEqual([
      {
        id: expect.any(String),
        tenantId: alpha.id,
        tenantName: `Alpha ${tag}`,
        role: 'member',
        isDefault: false,
        joinedAt: expect.any(String),
      },
      expect.objectContaining({ tenantId: beta.id, role: 'manager' }),
    ]);
    const rest = await t.request(root, 'GET', url, { query: { limit: 2, offset: 2 } });
    expect(rest.json()).toEqual([
      expect.objectContaining({ tenantId: gamma.id, role: 'admin', isDefault: true }),
    ]);

    const searched = await t.request(root, 'GET', url, { query: { search: `BETA ${tag}` } });
    expect(searched.headers['x-total-count']).toBe('1');
    expect(searched.json()).toEqual([expect.objectContaining({ tenantId: beta.id })]);
    const literal = await t.request(root, 'GET', url, { query: { search: '%' } });
    expect(literal.json()).toEqual([]);

    const missing = await t.request(root, 'GET', `/api/super-admin/users/${UNKNOWN}/tenants`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'User not found' });
    expect((await t.request(null, 'GET', url)).statusCode).toBe(401);
    expect((await t.request(owner, 'GET', url, { tenant: acme })).statusCode).toBe(403);
  });
});

describe('PUT /api/super-admin/users/:id', () => {
  it('edits e-mail, names, super-admin flag and default tenant, and audits the changes', async () => {
    const user = await t.user({ tenant: acme });
    await t.db.platform((tx) =>
      insertMembership(tx, { tenantId: globex.id, userId: user.id, role: 'member' }),
    );
    const address = email();
    const res = await t.request(root, 'PUT', `/api/super-admin/users/${user.id}`, {
      body: {
        email: address,
        first_name: 'New',
        last_name: '',
        is_super_admin: true,
        current_tenant_id: globex.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: address,
      firstName: 'New',
      lastName: null,
      isSuperAdmin: true,
      currentTenantId: globex.id,
    });
    expect(res.json().tenants.find((m: { tenantId: string }) => m.tenantId === globex.id).isDefault).toBe(
      true,
    );
    expect(res.json().tenants.find((m: { tenantId: string }) => m.tenantId === acme.id).isDefault).toBe(
      false,
    );
    const [audit] = await t.db.platform((tx) =>
      tx
        .select()
        .from(platformAuditLog)
        .where(and(eq(platformAuditLog.entityId, user.id), eq(platformAuditLog.action, 'update'))),
    );
    expect(audit.changes).toMatchObject({
      email: { to: address },
      isSuperAdmin: { from: false, to: true },
      currentTenantId: { from: acme.id, to: globex.id },
    });

    const none = await t.request(root, 'PUT', `/api/super-admin/users/${user.id}`, {
      body: { email: address, current_tenant_id: 'none' },
    });
    expect(none.json()).toMatchObject({ firstName: 'New', currentTenantId: null });
    expect(none.json().tenants.every((m: { isDefault: boolean }) => !m.isDefault)).toBe(true);
  });

  it('refuses a default tenant the user does not belong to (unless super admin), a taken e-mail, and removing your own super admin', async () => {
    const user = await t.user({ tenant: acme });
    const notMember = await t.request(root, 'PUT', `/api/super-admin/users/${user.id}`, {
      body: { email: user.email, current_tenant_id: globex.id },
    });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().fieldErrors).toHaveProperty('current_tenant_id');
    const taken = await t.request(root, 'PUT', `/api/super-admin/users/${user.id}`, {
      body: { email: owner.email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    const self = await t.request(root, 'PUT', `/api/super-admin/users/${root.id}`, {
      body: { email: root.email, is_super_admin: false },
    });
    expect(self.statusCode).toBe(400);
    const stillRoot = await t.request(root, 'GET', '/api/super-admin/users');
    expect(stillRoot.statusCode).toBe(200);
  });

  it('validates the e-mail and answers 404 for an unknown user', async () => {
    const bad = await t.request(root, 'PUT', `/api/super-admin/users/${owner.id}`, {
      body: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.email).toBe('Please enter a valid email address');
    const missing = await t.request(root, 'PUT', `/api/super-admin/users/${UNKNOWN}`, {
      body: { email: email() },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });
});

describe('DELETE /api/super-admin/user-tenant-memberships/:membershipId', () => {
  it('removes the assignment (204), audits it in the tenant, and the user loses access', async () => {
    const user = await t.user({ tenant: globex, role: 'manager' });
    const membership = await t.db.platform((tx) =>
      tx.query.memberships.findFirst({ where: eq(memberships.userId, user.id) }),
    );
    const res = await t.request(root, 'DELETE', `/api/super-admin/user-tenant-memberships/${membership!.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const view = (await t.request(root, 'GET', `/api/super-admin/users/${user.id}`)).json();
    expect(view).toMatchObject({ tenants: [], currentTenantId: null });
    const rows = await t.db.platform((tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, globex.id), eq(auditLog.entityId, membership!.id))),
    );
    expect(rows).toEqual([expect.objectContaining({ action: 'delete', userId: root.id })]);
    expect(
      (await t.request(user, 'GET', '/api/auth/user', { tenant: globex })).json().activeTenant,
    ).toBeNull();

    const again = await t.request(
      root,
      'DELETE',
      `/api/super-admin/user-tenant-memberships/${membership!.id}`,
    );
    expect(again.statusCode).toBe(404);
  });
});
