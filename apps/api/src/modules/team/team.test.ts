import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, emailOutbox, memberships, permissionRoles } from '../../db/schema';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

let t: TestContext;
let acme: TestTenant;
let other: TestTenant;
let owner: TestUser;
let admin: TestUser;
let manager: TestUser;
let member: TestUser;
let outsider: TestUser;

const email = () => `team-${Math.random().toString(36).slice(2, 10)}@example.com`;
const body = (overrides: Record<string, unknown> = {}) => ({
  email: email(),
  first_name: 'Jane',
  last_name: 'Doe',
  role: 'member',
  ...overrides,
});

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  other = await t.tenant({ name: 'Other Co' });
  owner = await t.user({ tenant: acme, role: 'owner' });
  admin = await t.user({ tenant: acme, role: 'admin' });
  manager = await t.user({ tenant: acme, role: 'manager' });
  member = await t.user({ tenant: acme, role: 'member' });
  outsider = await t.user({ tenant: other, role: 'owner' });
});
afterAll(() => t.close());

async function invitationLink(address: string): Promise<string> {
  const [mail] = await t.db.platform((tx) =>
    tx
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1),
  );
  const link = /https?:\/\/\S+\/set-password\?token=(\S+)/.exec(mail.textBody);
  return decodeURIComponent(link![1]);
}

describe('access', () => {
  it('401 signed out, 403 without admin, and another tenant is invisible', async () => {
    expect((await t.request(null, 'GET', '/api/tenant/users', { tenant: acme })).statusCode).toBe(401);
    expect((await t.request(manager, 'GET', '/api/tenant/users', { tenant: acme })).statusCode).toBe(403);
    expect(
      (await t.request(member, 'POST', '/api/tenant/users', { tenant: acme, body: body() })).statusCode,
    ).toBe(403);
    // Another tenant's member: 404 like a user that does not exist.
    const res = await t.request(owner, 'PUT', `/api/tenant/users/${outsider.id}`, {
      tenant: acme,
      body: { first_name: 'X', last_name: 'Y', role: 'member' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found');
    expect(
      (await t.request(owner, 'DELETE', `/api/tenant/users/${outsider.id}`, { tenant: acme })).statusCode,
    ).toBe(404);
    // And an owner elsewhere cannot reach acme's team.
    expect((await t.request(outsider, 'GET', '/api/tenant/users', { tenant: acme })).statusCode).toBe(403);
  });
});

describe('list', () => {
  it('pages and searches in SQL with X-Total-Count', async () => {
    const res = await t.request(admin, 'GET', '/api/tenant/users', { tenant: acme, query: { limit: 2 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
    const found = await t.request(admin, 'GET', '/api/tenant/users', {
      tenant: acme,
      query: { search: manager.email.slice(0, 12) },
    });
    expect(found.json().map((u: { id: string }) => u.id)).toEqual([manager.id]);
    expect(found.json()[0]).toMatchObject({ role: 'manager', status: 'active' });
  });
});

describe('invite and create', () => {
  it('validates with the spec messages', async () => {
    const res = await t.request(admin, 'POST', '/api/tenant/users', {
      tenant: acme,
      body: { email: 'nope', first_name: '', last_name: '', role: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      email: 'Please enter a valid email address',
      first_name: 'First name is required',
      last_name: 'Last name is required',
      role: 'Role is required',
    });
  });

  it('creates a password-less account with a set-password e-mail; the link works once; audited', async () => {
    const data = body({ role: 'manager' });
    const res = await t.request(admin, 'POST', '/api/tenant/users', { tenant: acme, body: data });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      email: data.email,
      role: 'manager',
      status: 'pending',
      invitation_sent: true,
    });
    expect(created.invitation_expires_at).not.toBeNull();
    const pending = await t.request(admin, 'GET', '/api/tenant/users', {
      tenant: acme,
      query: { status: 'pending' },
    });
    expect(pending.json().map((u: { id: string }) => u.id)).toContain(created.id);

    const token = await invitationLink(data.email);
    const set = await t.request(null, 'POST', '/api/auth/set-password', {
      body: { token, password: 'a-brand-new-password' },
    });
    expect(set.statusCode).toBeLessThan(300);
    const after = await t.request(admin, 'GET', '/api/tenant/users', {
      tenant: acme,
      query: { search: data.email },
    });
    expect(after.json()[0].status).toBe('active');
    const audit = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'membership'), eq(auditLog.action, 'create'))),
    );
    expect(audit.some((a) => a.summary?.includes(data.email))).toBe(true);
  });

  it('invites an existing account by e-mail (camelCase body) and refuses a second time', async () => {
    const data = { email: outsider.email, firstName: 'Out', lastName: 'Sider', role: 'member' };
    const res = await t.request(owner, 'POST', '/api/tenant/users', { tenant: acme, body: data });
    expect(res.statusCode).toBe(201);
    // A pending invitation until the person accepts (membership-invitations.test.ts).
    expect(res.json()).toMatchObject({ id: outsider.id, status: 'pending', invitation_sent: true });
    const again = await t.request(owner, 'POST', '/api/tenant/users', { tenant: acme, body: data });
    expect(again.statusCode).toBe(409);
    await t.request(owner, 'DELETE', `/api/tenant/users/${outsider.id}`, { tenant: acme });
  });

  it('resends (old link dies) and revokes a pending invitation', async () => {
    const data = body();
    const created = (
      await t.request(admin, 'POST', '/api/tenant/users', { tenant: acme, body: data })
    ).json();
    const first = await invitationLink(data.email);
    const resent = await t.request(admin, 'POST', `/api/tenant/users/${created.id}/resend-invitation`, {
      tenant: acme,
    });
    expect(resent.statusCode).toBe(200);
    const second = await invitationLink(data.email);
    expect(second).not.toBe(first);
    expect(
      (await t.request(null, 'GET', '/api/auth/invitation', { query: { token: first } })).statusCode,
    ).not.toBe(200);
    const revoked = await t.request(admin, 'DELETE', `/api/tenant/users/${created.id}/invitation`, {
      tenant: acme,
    });
    expect(revoked.statusCode).toBe(204);
    const set = await t.request(null, 'POST', '/api/auth/set-password', {
      body: { token: second, password: 'a-brand-new-password' },
    });
    expect(set.statusCode).toBeGreaterThanOrEqual(400);
    // An active member has no invitation to revoke.
    expect(
      (await t.request(admin, 'DELETE', `/api/tenant/users/${member.id}/invitation`, { tenant: acme }))
        .statusCode,
    ).toBe(409);
  });
});

describe('role rules', () => {
  it('nobody grants a role above their own', async () => {
    const res = await t.request(admin, 'POST', '/api/tenant/users', {
      tenant: acme,
      body: body({ role: 'owner' }),
    });
    expect(res.statusCode).toBe(403);
    // A custom-role user with admin access but no invoices cannot hand out admin (which has invoices).
    const [role] = await t.db.tenant({ tenantId: acme.id, userId: null }, ({ tx }) =>
      tx
        .insert(permissionRoles)
        .values({ tenantId: acme.id, role: 'team-lead', permissions: ['admin', 'clients', 'settings:view'] })
        .returning(),
    );
    const lead = await t.user({ tenant: acme, role: 'member' });
    await t.db.platform((tx) =>
      tx
        .update(memberships)
        .set({ customRoleId: role.id })
        .where(and(eq(memberships.tenantId, acme.id), eq(memberships.userId, lead.id))),
    );
    expect(
      (await t.request(lead, 'POST', '/api/tenant/users', { tenant: acme, body: body({ role: 'admin' }) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.request(lead, 'POST', '/api/tenant/users', {
          tenant: acme,
          body: body({ role: 'team-lead' }),
        })
      ).statusCode,
    ).toBe(201);
    // …and cannot change the admin either.
    expect(
      (
        await t.request(lead, 'PUT', `/api/tenant/users/${admin.id}`, {
          tenant: acme,
          body: { first_name: 'A', last_name: 'B', role: 'member' },
        })
      ).statusCode,
    ).toBe(403);
    const roles = (await t.request(lead, 'GET', '/api/tenant/roles', { tenant: acme })).json();
    expect(roles.map((r: { role: string }) => r.role)).toEqual(['team-lead']);
  });

  it('an admin cannot change or remove an owner', async () => {
    const put = await t.request(admin, 'PUT', `/api/tenant/users/${owner.id}`, {
      tenant: acme,
      body: { first_name: 'O', last_name: 'W', role: 'member' },
    });
    expect(put.statusCode).toBe(403);
    expect(
      (await t.request(admin, 'DELETE', `/api/tenant/users/${owner.id}`, { tenant: acme })).statusCode,
    ).toBe(403);
  });

  it('the last owner cannot be demoted or removed, not even by themselves', async () => {
    const demote = await t.request(owner, 'PUT', `/api/tenant/users/${owner.id}`, {
      tenant: acme,
      body: { first_name: 'O', last_name: 'W', role: 'admin' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/at least one owner/);
    expect(
      (await t.request(owner, 'DELETE', `/api/tenant/users/${owner.id}`, { tenant: acme })).statusCode,
    ).toBe(409);
    // With a second owner, the first may step down.
    const promote = await t.request(owner, 'PUT', `/api/tenant/users/${admin.id}`, {
      tenant: acme,
      body: { first_name: 'Ad', last_name: 'Min', role: 'owner' },
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().role).toBe('owner');
    const stepDown = await t.request(owner, 'PUT', `/api/tenant/users/${owner.id}`, {
      tenant: acme,
      body: { first_name: 'O', last_name: 'W', role: 'admin' },
    });
    expect(stepDown.statusCode).toBe(200);
    // Now `admin` is the only owner.
    expect(
      (await t.request(admin, 'DELETE', `/api/tenant/users/${admin.id}`, { tenant: acme })).statusCode,
    ).toBe(409);
  });

  it('two concurrent demotions of the last two owners leave one owner', async () => {
    const org = await t.tenant();
    const a = await t.user({ tenant: org, role: 'owner' });
    const b = await t.user({ tenant: org, role: 'owner' });
    const demote = (actor: TestUser, target: TestUser) =>
      t.request(actor, 'PUT', `/api/tenant/users/${target.id}`, {
        tenant: org,
        body: { first_name: 'X', last_name: 'Y', role: 'member' },
      });
    const results = await Promise.all([demote(a, a), demote(b, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('removes a membership, never the account; edits names and role', async () => {
    const data = body();
    const created = (
      await t.request(owner, 'POST', '/api/tenant/users', { tenant: acme, body: data })
    ).json();
    const put = await t.request(admin, 'PUT', `/api/tenant/users/${created.id}`, {
      tenant: acme,
      body: { first_name: 'Janet', last_name: 'Smith', role: 'manager' },
    });
    expect(put.json()).toMatchObject({ first_name: 'Janet', last_name: 'Smith', role: 'manager' });
    expect(
      (
        await t.request(admin, 'PUT', `/api/tenant/users/${created.id}`, {
          tenant: acme,
          body: { first_name: 'Janet', last_name: 'Smith', role: 'no-such-role' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.request(admin, 'DELETE', `/api/tenant/users/${created.id}`, { tenant: acme })).statusCode,
    ).toBe(204);
    const account = await t.db.platform((tx) =>
      tx.query.users.findFirst({ where: (u, { eq }) => eq(u.id, created.id) }),
    );
    expect(account?.email).toBe(data.email);
  });
});
