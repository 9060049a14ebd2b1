import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_IN_ROLE_ACCESS,
  accessFromPermissionList,
  hasAccess,
  type AccessLevel,
  type AccessTable,
  type FeatureArea,
} from '@tradeworks/contracts/permissions';
import { TestContext, type TestTenant, type TestUser } from '../test/test-context';
import { pathValues, type IsolationRecords } from './isolation/fixture';
import { createFixtureRecordsBeforeAll } from './isolation/fixture-hooks';
import { fixtureFor } from './isolation/registry';
import { routeKey, routeTable } from './route-table';

/**
 * Permanent suite: the role matrix, generated from the route table × the role table (contracts/permissions,
 * documented in docs/user/README.md, "Organizations, roles and permissions"). Every tenant route is called as a
 * member, a manager and a custom role: allowed exactly where the table grants the access the route declares, else
 * 403.
 */
/** Routes that need a second access besides the declared one (their summaries say so). */
const ALSO_REQUIRES: Record<string, `${FeatureArea}:${AccessLevel}`> = {
  'POST /api/quotes/:id/convert-to-invoice': 'invoices:edit',
  'POST /api/quotes/:id/client-choice': 'quotes:edit',
};

const CUSTOM_PERMISSIONS = ['quotes', 'clients:view', 'invoices:view', 'payments', 'inventory:view'];

interface Caller {
  name: string;
  tenant: TestTenant;
  owner: TestUser;
  user: TestUser;
  access: AccessTable;
  records: Map<string, IsolationRecords>;
}

const CALLERS = [
  { name: 'member', role: 'member', access: BUILT_IN_ROLE_ACCESS.member },
  { name: 'manager', role: 'manager', access: BUILT_IN_ROLE_ACCESS.manager },
  // A custom role (Admin Settings → Permissions) named like the membership's role replaces its table.
  { name: 'custom', role: 'member', access: accessFromPermissionList(CUSTOM_PERMISSIONS) },
] as const;

let t: TestContext;
const callers = new Map<string, Caller>();

beforeAll(async () => {
  t = await TestContext.create();
});
afterAll(() => t.close());
// Each caller gets a tenant of its own with every area's records (one set-up hook per area), then its user.
for (const [n, spec] of CALLERS.entries()) {
  const records = new Map<string, IsolationRecords>();
  let tenant: TestTenant;
  let owner: TestUser;
  beforeAll(async () => {
    tenant = await t.tenant({ name: `Roles ${spec.name}` });
    owner = await t.user({ tenant, role: 'owner' });
  });
  createFixtureRecordsBeforeAll(() => ({ t, tenant, owner, marker: `ROLE${n}` }), records);
  beforeAll(async () => {
    if (spec.name === 'custom') {
      await t.db.platform((tx) =>
        tx.execute(sql`insert into permission_roles (tenant_id, id, role, permissions)
          values (${tenant.id}, gen_random_uuid(), 'member', ${sql.raw(`array[${CUSTOM_PERMISSIONS.map((p) => `'${p}'`).join(',')}]::text[]`)})`),
      );
    }
    const user = await t.user({ tenant, role: spec.role });
    callers.set(spec.name, { name: spec.name, tenant, owner, user, access: spec.access, records });
  });
}

const ROUTES = await routeTable();
// Reads first, then writes (a permitted DELETE may remove a record a later route uses; only 403 matters).
const TENANT_ROUTES = ROUTES.filter((r) => /^[a-z_]+:(view|edit)$/.test(r.access)).sort(
  (x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'),
);

const fill = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '01900000-0000-7000-8000-000000000000');

describe('role matrix (route table × role table)', () => {
  it('the role table is the documented one', () => {
    expect(BUILT_IN_ROLE_ACCESS.member).toMatchObject({
      clients: 'edit',
      quotes: 'edit',
      scheduling: 'edit',
      dispatching: 'edit',
      service_agreements: 'edit',
      invoices: 'view',
      payments: 'view',
      services: 'view',
      inventory: 'view',
      purchase_orders: 'view',
      settings: 'view',
    });
    expect(BUILT_IN_ROLE_ACCESS.member.admin).toBeUndefined();
    expect(BUILT_IN_ROLE_ACCESS.manager).toMatchObject({
      payments: 'edit',
      data_import: 'edit',
      settings: 'view',
    });
    expect(BUILT_IN_ROLE_ACCESS.manager.admin).toBeUndefined();
    // DESIGN.md §9: reports (margins, labour costs) — managers view, members nothing.
    expect(BUILT_IN_ROLE_ACCESS.manager.reports).toBe('view');
    expect(BUILT_IN_ROLE_ACCESS.member.reports).toBeUndefined();
  });

  it('covers exactly the running app’s routes', () => {
    expect(ROUTES.map(routeKey)).toEqual(t.app.routeRegistry.map(routeKey));
  });

  // One test per caller and route: allowed or 403 exactly as the table says.
  describe.each(CALLERS.map((c) => c.name))('as %s', (name) => {
    for (const route of TENANT_ROUTES) {
      it(`${routeKey(route)} (${route.access})`, async () => {
        const caller = callers.get(name)!;
        const wrong: string[] = [];
        const [area, level] = route.access.split(':') as [FeatureArea, AccessLevel];
        const extra = ALSO_REQUIRES[routeKey(route)]?.split(':') as [FeatureArea, AccessLevel] | undefined;
        const allowed =
          hasAccess(caller.access, area, level) && (!extra || hasAccess(caller.access, ...extra));
        const fixture = fixtureFor(route.url);
        const url = fill(route.url, fixture ? pathValues(caller.records.get(fixture.area)) : {});
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const res = await t.request(caller.user, route.method, url, { tenant: caller.tenant, body });
        if (allowed && (res.statusCode === 403 || res.statusCode === 401))
          wrong.push(`${route.method} ${route.url} (${route.access}): ${res.statusCode}, expected allowed`);
        if (!allowed && (res.statusCode !== 403 || res.json().error !== 'FORBIDDEN'))
          wrong.push(`${route.method} ${route.url} (${route.access}): ${res.statusCode}, expected 403`);
        if (res.statusCode >= 500 && res.statusCode !== 503)
          wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        expect(wrong).toEqual([]);
      });
    }
  });

  it('super-admin routes are 403 for every tenant role', async () => {
    const wrong: string[] = [];
    for (const route of ROUTES.filter((r) => r.access === 'super_admin')) {
      for (const caller of callers.values()) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const res = await t.request(caller.user, route.method, fill(route.url, {}), {
          tenant: caller.tenant,
          body,
        });
        if (res.statusCode !== 403)
          wrong.push(`${caller.name} ${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
