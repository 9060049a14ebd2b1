import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { clientBody } from '../../modules/clients/clients.test-support';
import { TestContext, type TestTenant, type TestUser } from '../../test/test-context';

let t: TestContext;
let root: TestUser;
let owner: TestUser;
let acme: TestTenant;

beforeAll(async () => {
  t = await TestContext.create();
  acme = await t.tenant({ name: 'Acme Heating' });
  root = await t.user({ superAdmin: true });
  owner = await t.user({ tenant: acme, role: 'owner' });
});
afterAll(() => t.close());

const NIL = '00000000-0000-7000-8000-000000000000';

describe('access', () => {
  const calls: Array<[string, string, unknown?]> = [
    ['GET', '/api/super-admin/dashboard'],
    ['GET', '/api/super-admin/metrics'],
    ['GET', '/api/super-admin/activity'],
    ['GET', `/api/super-admin/tenants/${NIL}/activity`],
    ['GET', `/api/super-admin/users/${NIL}/activity`],
    ['GET', `/api/super-admin/users/${NIL}/activity/summary`],
    ['DELETE', `/api/super-admin/tenants/${NIL}`, { confirm_slug: 'x' }],
    ['GET', '/api/super-admin/settings'],
    ['PUT', '/api/super-admin/settings', { defaultPlan: 'pro', superAdminTenantAccess: true }],
  ];

  it('answers 401 signed out and 403 to a tenant owner on every console route', async () => {
    for (const [method, url, body] of calls) {
      expect((await t.request(null, method as 'GET', url, { body })).statusCode, `${method} ${url}`).toBe(
        401,
      );
      const res = await t.request(owner, method as 'GET', url, { body, tenant: acme });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('every /api/super-admin route refuses a non-super-admin', async () => {
    const routes = t.app.allRoutes.filter((r) => r.url.startsWith('/api/super-admin') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const url = route.url.replace(/:[a-zA-Z]+/g, NIL);
      const res = await t.request(owner, route.method as 'GET', url, { tenant: acme, body: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('404 for an unknown tenant or user', async () => {
    expect((await t.request(root, 'GET', `/api/super-admin/tenants/${NIL}/activity`)).statusCode).toBe(404);
    const res = await t.request(root, 'GET', `/api/super-admin/users/${NIL}/activity/summary`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found');
  });
});

describe('GET /api/super-admin/dashboard', () => {
  it('counts tenants, active tenants, tenants with activity in 30 days and users from the database', async () => {
    const quiet = await t.tenant({ status: 'suspended' });
    // Activity in acme only (an audited change through the tenant API).
    const created = await t.request(owner, 'POST', '/api/clients', { tenant: acme, body: clientBody() });
    expect(created.statusCode).toBe(201);
    const res = await t.request(root, 'GET', '/api/super-admin/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = await t.db.platform(async (tx) => {
      const { rows } = await tx.execute<{
        tenants: number;
        active: number;
        recent: number;
        users: number;
      }>(sql`
        select (select count(*) from tenants)::int as tenants,
          (select count(*) from tenants where status = 'active')::int as active,
          (select count(distinct tenant_id) from audit_log where created_at > now() - interval '30 days')::int as recent,
          (select count(*) from users)::int as users`);
      return rows[0];
    });
    expect(body.overview).toEqual({
      totalTenants: expected.tenants,
      activeTenants: expected.active,
      tenantsWithRecentActivity: expected.recent,
      totalUsers: expected.users,
    });
    expect(body.overview.totalTenants).toBeGreaterThanOrEqual(2);
    expect(body.overview.activeTenants).toBe(body.overview.totalTenants - 1);
    expect(body.overview.tenantsWithRecentActivity).toBeGreaterThanOrEqual(1);
    expect(quiet.id).toBeTruthy();
  });

  it('measures the database, server and platform with statuses from the thresholds', async () => {
    const { systemHealth } = (await t.request(root, 'GET', '/api/super-admin/dashboard')).json();
    const { database, server, platform } = systemHealth;
    expect(database.status).toMatch(/^(healthy|warning|critical)$/);
    expect(database.responseTime).toBeGreaterThan(0);
    expect(database.responseTime).toBeLessThan(5000);
    const tables = await t.db.platform(async (tx) => {
      const { rows } = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      return Number(rows[0].n);
    });
    expect(database.tableCount).toBe(tables);
    expect(database.databaseSizeBytes).toBeGreaterThan(1_000_000);
    expect(database.databaseSize).toMatch(/\d+ (kB|MB|GB)/);
    if (t.db.engine === 'pglite') {
      expect([database.connections, database.maxConnections]).toEqual([1, 1]);
    } else {
      // The same figures straight from the server's own views.
      const live = await t.db.platform(async (tx) => {
        const { rows } = await tx.execute<{ n: number; max: number }>(
          sql`select (select count(*) from pg_stat_activity where datname is not null)::int as n, current_setting('max_connections')::int as max`,
        );
        return rows[0];
      });
      expect(database.maxConnections).toBe(Number(live.max));
      // Other test files run beside this one: allow for connections opened or closed in between.
      expect(Math.abs(database.connections - Number(live.n))).toBeLessThanOrEqual(3);
      expect(database.connections).toBeGreaterThanOrEqual(1);
    }
    expect(server.nodeVersion).toBe(process.version);
    expect(server.uptime).toBeGreaterThanOrEqual(0);
    expect(server.memory.used).toBeGreaterThan(0);
    expect(server.memory.total).toBeGreaterThan(server.memory.used);
    expect(server.memory.percentage).toBeCloseTo((server.memory.used / server.memory.total) * 100, 0);
    expect(platform.status).toMatch(/^(healthy|warning|critical)$/);
    expect(Date.parse(platform.timestamp)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('turns the platform status to warning when an e-mail failed for good', async () => {
    await t.db.platform((tx) =>
      tx.execute(sql`insert into email_outbox (tenant_id, id, to_address, subject, text_body, status, attempts)
        values (${acme.id}, gen_random_uuid(), 'x@example.com', 'Hi', 'Body', 'failed', 8)`),
    );
    const { systemHealth } = (await t.request(root, 'GET', '/api/super-admin/dashboard')).json();
    expect(systemHealth.platform.failedEmails24h).toBe(1);
    expect(systemHealth.platform.status).not.toBe('healthy');
    expect(systemHealth.platform.reasons).toContain('1 e-mails failed in the last 24 hours');
  });
});

describe('metrics', () => {
  it('GET /metrics is off without METRICS_TOKEN and wants the bearer token when set', async () => {
    t.app.env.METRICS_TOKEN = undefined;
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    t.app.env.METRICS_TOKEN = 'test-metrics-token';
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(401);
      // A super admin's session is not a metrics credential either.
      expect(
        (await t.app.inject({ method: 'GET', url: '/metrics', headers: { cookie: root.cookie } })).statusCode,
      ).toBe(401);
      await t.request(owner, 'GET', `/api/clients/${NIL}`, { tenant: acme });
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer test-metrics-token' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const text = res.body;
      expect(text).toMatch(
        /tradeworks_http_requests_total\{method="GET",route="\/api\/clients\/:id",status_code="404"\} \d+/,
      );
      expect(text).toContain(
        'tradeworks_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/clients/:id"}',
      );
      expect(text).toMatch(/tradeworks_email_outbox_messages\{status="queued"\} \d+/);
      expect(text).toContain('tradeworks_background_job_runs_total');
      expect(text).toContain('process_cpu_user_seconds_total');
      // Route patterns only: no tenant id or slug ever becomes a label.
      expect(text).not.toContain(acme.id);
      expect(text).not.toContain(acme.slug);
    } finally {
      t.app.env.METRICS_TOKEN = undefined;
    }
  });

  it('GET /api/super-admin/metrics counts requests and shows the last hour', async () => {
    const before = (await t.request(root, 'GET', '/api/super-admin/metrics')).json();
    for (let i = 0; i < 5; i++) await t.request(owner, 'GET', '/api/clients', { tenant: acme });
    t.app.metrics.recordJobRun('email_outbox', 'success');
    const after = (await t.request(root, 'GET', '/api/super-admin/metrics')).json();
    // 5 client lists plus the first metrics call itself.
    expect(after.requests.total - before.requests.total).toBe(6);
    expect(after.requests.perMinute).toBeGreaterThanOrEqual(6);
    expect(after.series).toHaveLength(60);
    expect(after.series.at(-1).requests).toBeGreaterThanOrEqual(6);
    expect(after.routes).toContainEqual(expect.objectContaining({ method: 'GET', route: '/api/clients' }));
    expect(after.jobs).toContainEqual(expect.objectContaining({ job: 'email_outbox', runs: 1, failures: 0 }));
    expect(after.emails).toMatchObject({ failed: expect.any(Number), queued: expect.any(Number) });
    expect(after.requests.p95Latency).toBeGreaterThan(0);
  });
});

describe('activity', () => {
  it('lists a sign-in that just happened, and a failed one, platform-wide and on the user', async () => {
    const member = await t.user({ tenant: acme, role: 'member' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'wrong-password-123' },
    });
    expect(bad.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
    });
    expect(ok.statusCode).toBe(200);

    const all = await t.request(root, 'GET', '/api/super-admin/activity', { query: { entity: 'session' } });
    expect(all.statusCode).toBe(200);
    expect(all.json()[0]).toMatchObject({ userId: member.id, action: 'sign_in', summary: 'Signed in' });
    expect(all.json()[1]).toMatchObject({ userId: member.id, action: 'sign_in_failed' });

    const mine = await t.request(root, 'GET', `/api/super-admin/users/${member.id}/activity`);
    expect(
      mine
        .json()
        .map((e: { action: string }) => e.action)
        .slice(0, 2),
    ).toEqual(['sign_in', 'sign_in_failed']);
    expect(Number(mine.headers['x-total-count'])).toBeGreaterThanOrEqual(2);

    const summary = (
      await t.request(root, 'GET', `/api/super-admin/users/${member.id}/activity/summary`)
    ).json();
    expect(summary.overview).toMatchObject({ signIns30d: 1, failedSignIns30d: 1, tenantCount: 1 });
    expect(Date.parse(summary.overview.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps the membership timeline: added, role changed, removed', async () => {
    const other = await t.tenant({ name: 'Timeline Co' });
    const created = await t.request(root, 'POST', '/api/super-admin/users/create-with-tenants', {
      body: {
        email: `timeline-${Date.now()}@example.com`,
        first_name: 'Tim',
        last_name: 'Line',
        password: 'long-enough-password',
        tenant_assignments: [
          { tenant_id: acme.id, role: 'member' },
          { tenant_id: other.id, role: 'admin' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    await t.request(root, 'PUT', `/api/super-admin/tenants/${acme.id}/users/${user.id}`, {
      body: { first_name: 'Tim', last_name: 'Line', role: 'manager' },
    });
    const otherMembership = user.tenants.find((m: { tenantId: string }) => m.tenantId === other.id);
    expect(
      (await t.request(root, 'DELETE', `/api/super-admin/user-tenant-memberships/${otherMembership.id}`))
        .statusCode,
    ).toBeLessThan(300);

    const summary = (
      await t.request(root, 'GET', `/api/super-admin/users/${user.id}/activity/summary`)
    ).json();
    expect(
      summary.membershipTimeline.map((e: Record<string, unknown>) => [e.action, e.tenantName, e.role]),
    ).toEqual([
      ['added', 'Acme Heating', 'member'],
      ['added', 'Timeline Co', 'admin'],
      ['role_changed', 'Acme Heating', 'manager'],
      ['removed', 'Timeline Co', 'admin'],
    ]);
    expect(summary.membershipTimeline[2]).toMatchObject({ previousRole: 'member', byEmail: root.email });

    // The tenant's activity has its own copy of the membership change; the platform list has it once.
    const tenantLog = (await t.request(root, 'GET', `/api/super-admin/tenants/${other.id}/activity`)).json();
    expect(tenantLog.filter((e: { entity: string }) => e.entity === 'membership')).toHaveLength(2);
    const platformLog = (
      await t.request(root, 'GET', '/api/super-admin/activity', {
        query: { entity: 'membership', tenantId: other.id },
      })
    ).json();
    expect(platformLog).toHaveLength(2);
  });

  it('filters by tenant, user, action and date range, and pages', async () => {
    const first = await t.request(root, 'GET', '/api/super-admin/activity', { query: { limit: 2 } });
    expect(first.json()).toHaveLength(2);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThan(2);
    const second = await t.request(root, 'GET', '/api/super-admin/activity', {
      query: { limit: 2, offset: 2 },
    });
    expect(second.json()[0].id).not.toBe(first.json()[1].id);
    const byUser = (
      await t.request(root, 'GET', '/api/super-admin/activity', { query: { userId: owner.id } })
    ).json();
    expect(byUser.length).toBeGreaterThan(0);
    expect(byUser.every((e: { userId: string }) => e.userId === owner.id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      Number(
        (await t.request(root, 'GET', '/api/super-admin/activity', { query: { from: today, to: today } }))
          .headers['x-total-count'],
      ),
    ).toBe(total);
    expect(
      (await t.request(root, 'GET', '/api/super-admin/activity', { query: { from: tomorrow } })).json(),
    ).toEqual([]);
    const bad = await t.request(root, 'GET', '/api/super-admin/activity', { query: { from: '23/11/2026' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Use the date format YYYY-MM-DD');
  });

  it('records tenant status changes and a super admin entering a tenant as such', async () => {
    const shop = await t.tenant({ name: 'Entry Shop' });
    const res = await t.request(root, 'GET', '/api/clients', { tenant: shop });
    expect(res.statusCode).toBe(200);
    await t.request(root, 'PATCH', `/api/super-admin/tenants/${shop.id}`, { body: { status: 'suspended' } });
    const log = (await t.request(root, 'GET', `/api/super-admin/tenants/${shop.id}/activity`)).json();
    expect(log.map((e: { action: string }) => e.action)).toEqual(['status_change', 'super_admin_access']);
    expect(log[0]).toMatchObject({
      summary: 'Tenant Entry Shop status changed from active to suspended',
      actorIsSuperAdmin: true,
    });
    expect(log[1]).toMatchObject({
      scope: 'tenant',
      userId: root.id,
      summary: 'Super admin entered Entry Shop',
    });
  });

  it("does not enter a tenant named on a console route's URL: the console acts on the platform", async () => {
    const shop = await t.tenant({ name: 'Console Only Shop' });
    const res = await t.request(root, 'GET', '/api/super-admin/tenants', { tenant: shop });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { id: string }) => s.id)).toContain(shop.id);
    const log = (await t.request(root, 'GET', `/api/super-admin/tenants/${shop.id}/activity`)).json();
    expect(log.map((e: { action: string }) => e.action)).not.toContain('super_admin_access');
    // The same super admin entering it through a tenant's route still is audited.
    await t.request(root, 'GET', '/api/clients', { tenant: shop });
    const after = (await t.request(root, 'GET', `/api/super-admin/tenants/${shop.id}/activity`)).json();
    expect(after.map((e: { action: string }) => e.action)).toContain('super_admin_access');
  });
});

describe('tenant lifecycle', () => {
  it("refuses a suspended or cancelled tenant's members with a clear 403 until it is active again", async () => {
    const shop = await t.tenant({ name: 'Lifecycle Shop' });
    const member = await t.user({ tenant: shop, role: 'admin' });
    expect((await t.request(member, 'GET', '/api/clients', { tenant: shop })).statusCode).toBe(200);
    await t.request(root, 'PATCH', `/api/super-admin/tenants/${shop.id}`, { body: { status: 'suspended' } });
    for (const tenant of [shop, undefined]) {
      const res = await t.request(member, 'GET', '/api/clients', { tenant });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'This organization is suspended. Contact your platform administrator to restore access.',
      );
    }
    await t.request(root, 'PATCH', `/api/super-admin/tenants/${shop.id}`, { body: { status: 'cancelled' } });
    expect((await t.request(member, 'GET', '/api/clients', { tenant: shop })).json().message).toContain(
      'cancelled',
    );
    await t.request(root, 'PATCH', `/api/super-admin/tenants/${shop.id}`, { body: { status: 'active' } });
    expect((await t.request(member, 'GET', '/api/clients', { tenant: shop })).statusCode).toBe(200);
  });
});

describe('platform settings', () => {
  it('reads, validates, saves and audits; turning off tenant access stops super admins entering tenants', async () => {
    const initial = (await t.request(root, 'GET', '/api/super-admin/settings')).json();
    expect(initial).toMatchObject({ defaultPlan: 'pro', superAdminTenantAccess: true, emailFrom: null });
    const bad = await t.request(root, 'PUT', '/api/super-admin/settings', {
      body: { defaultPlan: 'gold', superAdminTenantAccess: true, emailFrom: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      emailFrom: 'Enter an e-mail address or "Name <address>"',
    });
    const saved = await t.request(root, 'PUT', '/api/super-admin/settings', {
      body: { defaultPlan: 'enterprise', superAdminTenantAccess: false, emailFrom: 'Ops <ops@example.com>' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ defaultPlan: 'enterprise', emailFrom: 'Ops <ops@example.com>' });
    const outsider = await t.tenant();
    const refused = await t.request(root, 'GET', '/api/clients', { tenant: outsider });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('platform settings');
    await t.request(root, 'PUT', '/api/super-admin/settings', {
      body: { defaultPlan: 'pro', superAdminTenantAccess: true, emailFrom: '' },
    });
    expect((await t.request(root, 'GET', '/api/clients', { tenant: outsider })).statusCode).toBe(200);
    const log = (
      await t.request(root, 'GET', '/api/super-admin/activity', { query: { entity: 'platform_settings' } })
    ).json();
    expect(log).toHaveLength(2);
  });
});
